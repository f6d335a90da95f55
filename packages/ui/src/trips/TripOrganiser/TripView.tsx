import type { ReactNode } from 'react';
import { TRIP_TABS, type TripDetail, type TripTab } from '@farewise/contracts';
import { Box } from '../../layout/Box';
import { Columns, Column } from '../../layout/Columns';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs';

const TAB_LABELS: Record<TripTab, string> = {
  overview: 'Overview',
  itinerary: 'Itinerary',
  expenses: 'Expenses',
  documents: 'Documents',
};

export interface TripViewProps {
  trip: TripDetail;
  tab: TripTab;
  onTabChange: (tab: TripTab) => void;
  /** Actions beside the title, such as Share and Settings. */
  actions?: ReactNode;
  /** Each tab's content. */
  panels: Record<TripTab, ReactNode>;
}

/** A trip: its title and destination, actions, and the tabs Overview, Itinerary, Expenses and Documents (spec 02 §2). */
export function TripView({ trip, tab, onTabChange, actions, panels }: TripViewProps) {
  return (
    <Stack space="lg">
      <Columns space="md" collapseBelow="tablet" alignY="center">
        <Column>
          <Box as="h2" fontSize="xl">
            {trip.title}
          </Box>
          <Box as="p" color="textMuted">
            {trip.destination}
          </Box>
        </Column>
        {actions && (
          <Column width="content">
            <Inline space="sm">{actions}</Inline>
          </Column>
        )}
      </Columns>
      <Tabs value={tab} onValueChange={(next) => onTabChange(next as TripTab)}>
        <TabList aria-label="Trip sections">
          {TRIP_TABS.map((name) => (
            <Tab key={name} value={name}>
              {TAB_LABELS[name]}
            </Tab>
          ))}
        </TabList>
        {TRIP_TABS.map((name) => (
          <TabPanel key={name} value={name}>
            {panels[name]}
          </TabPanel>
        ))}
      </Tabs>
    </Stack>
  );
}
