import { useState } from 'react';
import { CalendarPlus, Clock, MapPin, RefreshCw, X } from 'lucide-react';
import type { TripPlanDay, TripPlanResponse } from '@farewise/contracts';
import { formatLongDate, formatUsd, plural } from '../../format';
import { Box } from '../../layout/Box';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Alert } from '../../primitives/Alert';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { IconButton } from '../../primitives/IconButton';
import { useRemovalFocus } from '../../primitives/useRemovalFocus';
import { formatMinutes } from '../plannerState';

export interface TripPlanViewProps {
  plan: TripPlanResponse;
  /** The party size the plan was made for: costs are per person, the total is for everyone. */
  travelers: number;
  /** Save to trip: called with the days as shown, without the activities removed. */
  onSave: (days: TripPlanDay[]) => void;
  /** True while the trip is being saved. */
  saving: boolean;
  /** Plans the day of this ISO date again; the other days stay. */
  onRegenerate: (date: string) => void;
  /** The date of the day being planned again, if one is. */
  regenerating: string | null;
}

/**
 * A generated plan (spec 02 §2, §3): its warnings, what it costs against the budget read from the free text, and
 * each day's activities with time, duration, interest, area and cost in USD per person; generic suggestions are
 * labelled so. An activity can be removed from the plan on screen; Restore brings every one back. Save to trip
 * hands over the days as shown; each day can be planned again on its own.
 */
export function TripPlanView({ plan, travelers, onSave, saving, onRegenerate, regenerating }: TripPlanViewProps) {
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [removedFrom, setRemovedFrom] = useState(plan);
  if (removedFrom !== plan) {
    setRemovedFrom(plan);
    setRemoved(new Set());
  }
  const days = plan.days.map((day) => ({ ...day, activities: day.activities.filter((a) => !removed.has(a.id)) }));
  const total = days.flatMap((day) => day.activities).reduce((sum, a) => sum + a.cost * travelers, 0);
  const removal = useRemovalFocus(days.flatMap((day) => day.activities.map((activity) => activity.id)));
  return (
    <Stack space="lg" onClick={removal.onClick}>
      {plan.warnings.map((warning) => (
        <Alert key={warning} tone="caution">
          {warning}
        </Alert>
      ))}
      <Inline space="md" alignY="center">
        <Box as="p" fontWeight="semibold">
          {formatUsd(total)} for {plural(travelers, 'traveler')}
          {plan.budget.total !== null && ` of a ${formatUsd(plan.budget.total)} budget`}
        </Box>
        {removed.size > 0 && (
          <Button variant="ghost" size="sm" onClick={() => setRemoved(new Set())} {...removal.empty}>
            Restore {removed.size === 1 ? '1 removed activity' : `${removed.size} removed activities`}
          </Button>
        )}
        <Button onClick={() => onSave(days)} loading={saving}>
          {!saving && <CalendarPlus size={18} aria-hidden="true" />} {saving ? 'Saving…' : 'Save to trip'}
        </Button>
      </Inline>
      {days.map((day, index) => (
        <section key={day.date} aria-labelledby={`plan-${day.date}`}>
          <Stack space="sm">
            <Inline space="sm" alignY="center">
              <Box as="h3" id={`plan-${day.date}`} fontSize="lg">
                Day {index + 1} · {formatLongDate(day.date)}
              </Box>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onRegenerate(day.date)}
                // The day being planned stays focusable for whoever pressed it; the others wait.
                loading={regenerating === day.date}
                disabled={regenerating !== null && regenerating !== day.date}
              >
                {regenerating !== day.date && <RefreshCw size={16} aria-hidden="true" />}
                {regenerating === day.date ? `Planning day ${index + 1}…` : `Regenerate day ${index + 1}`}
              </Button>
            </Inline>
            {day.activities.length === 0 && (
              <Box as="p" color="textMuted">
                A free day.
              </Box>
            )}
            <Stack as="ol" space="sm">
              {day.activities.map((activity) => (
                <li key={activity.id}>
                  <Card variant="outlined" padding="sm">
                    <Stack space="xs">
                      <Inline space="sm" alignY="center">
                        <Box as="span" fontWeight="semibold">
                          {activity.time} · {activity.name}
                        </Box>
                        <Badge tone="info">{activity.type}</Badge>
                        {activity.generic && <Badge tone="neutral">Generic suggestion</Badge>}
                        <IconButton
                          label={`Remove ${activity.name}`}
                          icon={<X size={16} />}
                          size="sm"
                          {...removal.control(activity.id)}
                          onClick={() => setRemoved(new Set(removed).add(activity.id))}
                        />
                      </Inline>
                      <Box as="p" color="textMuted" fontSize="sm">
                        <Clock size={14} aria-hidden="true" /> {formatMinutes(activity.duration)} ·{' '}
                        <MapPin size={14} aria-hidden="true" /> {activity.area} ·{' '}
                        {activity.cost > 0 ? `${formatUsd(activity.cost)} per person` : 'Free'}
                      </Box>
                      {activity.notes && <Box as="p">{activity.notes}</Box>}
                    </Stack>
                  </Card>
                </li>
              ))}
            </Stack>
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
