import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TravelQueryBox } from '@farewise/ui';
import { tokyoAnswer } from '../fixtures/ai';
import { smartQueryHandlers } from '../fixtures/handlers';
import { expectPlaceholderFits, phoneGlobals } from '../phone';
import { expectAnswer, expectToast } from './steps';

const meta = {
  title: 'AI/TravelQueryBox',
  component: TravelQueryBox,
  parameters: { msw: { handlers: [smartQueryHandlers.stream({ pause: 40 })] } },
} satisfies Meta<typeof TravelQueryBox>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const queryBox = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Ask anything about a trip' });

/** Nothing asked yet: the labelled box with its hint, and no answer panel. */
export const Idle: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(queryBox(canvas)).toHaveFocus();
    await expect(queryBox(canvas)).toHaveAccessibleDescription(
      'Fares, the cheapest month, or where your budget can take you.',
    );
    await expect(canvas.queryByRole('region', { name: 'AI Travel Advisor' })).not.toBeInTheDocument();
  },
};

/** A blank query is refused with "Query Required" (spec 01 §5). */
export const RefusedBlank: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(queryBox(canvas), '  {Enter}');
    await expectToast('Query Required', "Please enter a travel question or destination you're curious about.");
    await expect(canvas.queryByRole('region', { name: 'AI Travel Advisor' })).not.toBeInTheDocument();
  },
};

/** A question is answered below the box, streamed, then with its sources. */
export const StreamedAnswer: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(queryBox(canvas), 'When should I fly from New York to Tokyo to pay the least?');
    await userEvent.click(canvas.getByRole('button', { name: 'Ask AI' }));
    await expectAnswer(await canvas.findByRole('region', { name: 'AI Travel Advisor' }), tokyoAnswer);
  },
};

/** The advisor fails on a first question: the toast, and no panel, since there is no earlier answer to keep. */
export const Failed: Story = {
  parameters: { msw: { handlers: [smartQueryHandlers.failing()] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(queryBox(canvas), 'Is now a good time to book flights to Lisbon?{Enter}');
    await expectToast('AI Query Failed', 'Using cached travel data for recommendations');
    await expect(canvas.queryByRole('region', { name: 'AI Travel Advisor' })).not.toBeInTheDocument();
  },
};

/** On a phone the question field takes the full width, Ask AI goes below it, and the example question fits uncut. */
export const PhonePlaceholderFits: Story = {
  globals: phoneGlobals,
  play: async ({ canvas }) => {
    await expectPlaceholderFits(queryBox(canvas));
  },
};
