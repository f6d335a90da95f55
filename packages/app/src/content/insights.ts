import type { InsightPanel } from '@farewise/ui';

/** The Travel Insights tab's static panels, word for word from spec 01 §2. */
export const travelInsights: readonly InsightPanel[] = [
  {
    title: 'Trending Now',
    lists: [
      {
        items: [
          { label: 'Albania', value: '+245% interest' },
          { label: 'Georgia', value: '+189% interest' },
          { label: 'Slovenia', value: '+156% interest' },
        ],
      },
    ],
  },
  {
    title: 'Best Value',
    lists: [
      {
        items: [
          { label: 'Vietnam', value: '$45/day' },
          { label: 'Nepal', value: '$38/day' },
          { label: 'Guatemala', value: '$52/day' },
        ],
      },
    ],
  },
  {
    title: 'Seasonal Deals',
    lists: [
      {
        items: [
          { label: 'Japan Spring', value: 'Mar-May' },
          { label: 'Europe Summer', value: 'Jun-Aug' },
          { label: 'SE Asia Cool', value: 'Nov-Feb' },
        ],
      },
    ],
  },
  {
    title: 'AI Travel Forecast',
    lists: [
      {
        heading: 'Price decreases',
        items: [
          { label: 'Europe flights', value: '-15% by February' },
          { label: 'Asia Pacific', value: '-8% through Q1' },
          { label: 'Caribbean', value: '-20% post-winter' },
        ],
      },
      {
        heading: 'Emerging opportunities',
        items: [
          { label: 'New US-Eastern Europe routes' },
          { label: 'Expanding visa-free access' },
          { label: 'Sustainable tourism incentives' },
        ],
      },
    ],
  },
];
