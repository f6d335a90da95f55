import type { BookingAdvice as Advice, RiskSetting } from '@farewise/contracts';
import { Info } from 'lucide-react';
import { formatCount, formatWeekdayDate } from '../../format';
import { Button } from '../../primitives/Button';
import { Popover } from '../../primitives/Popover';
import { SegmentedControl } from '../../primitives/SegmentedControl';
import * as css from './BookingAdvice.css';

/** The risk settings as travellers choose them (issue 17). */
export const RISK_OPTIONS = [
  { value: 'save', label: 'Save the most' },
  { value: 'safe', label: 'Play it safe' },
] as const satisfies ReadonlyArray<{ value: RiskSetting; label: string }>;

const riskName = (risk: RiskSetting) => RISK_OPTIONS.find((option) => option.value === risk)!.label;
/** Below this many days with searches for the date, the panel says the advice leans on the fare model. */
const FEW_OBSERVED_DAYS = 7;

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

export interface BookingAdviceProps {
  advice: Advice;
  /** Called with the setting the traveller picks; the panel is read-only without it. */
  onRiskChange?: (risk: RiskSetting) => void;
  /** The setting the traveller chose; it differs from `advice.risk` while that setting's advice loads. */
  risk?: RiskSetting;
  /**
   * A new setting's advice is loading: the text, still the last setting's, is marked busy. The choice stays enabled,
   * so the radio a keyboard user just chose keeps focus.
   */
  pending?: boolean;
}

/**
 * The buy/wait advice for one departure (issue 17): the risk setting (Save the most, Play it safe), the verdict with
 * the calibrated chance that waiting pays off (and, for a "wait" under 50 %, why waiting still makes sense: the
 * policy waits only when the fare it expects by waiting is no higher), about when it would buy, the days out the route is typically lowest,
 * a note when few searches saw the date, and "About this advice" with the setting's back-test figures (from the API,
 * `advice.backtest`).
 */
export function BookingAdvice({ advice, risk = advice.risk, onRiskChange, pending = false }: BookingAdviceProps) {
  const date = formatWeekdayDate(advice.departureDate);
  const { backtest } = advice;
  return (
    // A group, not a region: a page with several routes' charts would repeat the landmark's name.
    <div role="group" className={css.panel} aria-label="Buy or wait" aria-busy={pending}>
      {onRiskChange && (
        <SegmentedControl label="Advice style" options={RISK_OPTIONS} value={risk} onValueChange={onRiskChange} />
      )}
      <p className={css.verdict}>
        <strong>{advice.action === 'buy' ? 'Book now' : 'Wait'}</strong> for {date} · {advice.waitChance}% chance
        waiting pays off
      </p>
      {advice.action === 'wait' && advice.waitChance < 50 && (
        <p className={css.detail}>
          A lower fare is not likely, but the fare we expect if you wait is no higher than today’s.
        </p>
      )}
      {advice.action === 'wait' && advice.waitUntilDaysOut !== null && (
        <p className={css.detail}>We’d wait until about {advice.waitUntilDaysOut} days out.</p>
      )}
      <p className={css.detail}>Typically lowest about {advice.typicalLowDaysOut} days out.</p>
      {advice.observedDays < FEW_OBSERVED_DAYS && (
        <p className={css.detail}>
          {advice.observedDays === 0
            ? 'No searches have priced this date yet, so this advice reads our fare model.'
            : `Searches priced this date on ${advice.observedDays} of the last 28 days; the other days come from our fare model.`}
        </p>
      )}
      <Popover
        label="About this advice"
        trigger={
          <Button variant="ghost" size="sm" className={css.about}>
            <Info size={16} aria-hidden="true" /> About this advice
          </Button>
        }
      >
        <div className={css.popover}>
          <h4 className={css.popoverTitle}>About this advice</h4>
          <p>
            {riskName(advice.risk)} was back-tested on {formatCount(backtest.trips)} simulated trips it never
            trained on:
          </p>
          <ul className={css.figures}>
            <li>it kept {percent(backtest.captured)} of the saving perfect hindsight would have made;</li>
            <li>it paid no more than buying at once on {percent(backtest.noWorse)} of trips;</li>
            <li>it saved {percent(backtest.meanSaved)} of the fare on average.</li>
          </ul>
          <p>
            The chance is calibrated: of the days we give about 70%, a lower fare followed about 70% of the time. Play
            it safe waits only when a higher fare is unlikely; Save the most waits more often, for a bigger saving.
          </p>
        </div>
      </Popover>
    </div>
  );
}
