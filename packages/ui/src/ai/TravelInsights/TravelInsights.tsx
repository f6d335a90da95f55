import { Stack } from '../../layout/Stack';
import { Tiles } from '../../layout/Tiles';
import { Card } from '../../primitives/Card';
import * as css from './TravelInsights.css';

/** One list of a panel: an optional heading and its items, each a label with an optional figure. */
export interface InsightList {
  heading?: string;
  items: readonly { label: string; value?: string }[];
}

/** One Travel Insights panel (spec 01 §2): its title and lists. */
export interface InsightPanel {
  title: string;
  lists: readonly InsightList[];
}

export interface TravelInsightsProps {
  panels: readonly InsightPanel[];
}

/**
 * The Travel Insights tab (spec 01 §2): static editorial panels, shown word for word as given, with a note that they
 * are not computed from Farewise's fares (unlike the recommendation cards and the advisor's answers).
 */
export function TravelInsights({ panels }: TravelInsightsProps) {
  return (
    <Stack space="lg">
      <p className={css.note}>Editorial highlights from the Farewise team, not computed from today&apos;s fares.</p>
      <Tiles columns={{ mobile: 1, tablet: 2 }} space="lg">
        {panels.map((panel) => (
          <Card as="section" variant="outlined" key={panel.title} aria-label={panel.title}>
            <Stack space="md">
              <h3 className={css.title}>{panel.title}</h3>
              {panel.lists.map((list, index) => (
                <Stack space="sm" key={list.heading ?? index}>
                  {list.heading && <h4 className={css.subheading}>{list.heading}</h4>}
                  <ul className={css.list}>
                    {list.items.map((item) => (
                      <li key={item.label} className={css.item}>
                        <span>{item.label}</span>
                        {item.value && <span className={css.value}>{item.value}</span>}
                      </li>
                    ))}
                  </ul>
                </Stack>
              ))}
            </Stack>
          </Card>
        ))}
      </Tiles>
    </Stack>
  );
}
