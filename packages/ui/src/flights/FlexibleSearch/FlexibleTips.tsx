import { CalendarDays, Clock, PiggyBank } from 'lucide-react';
import { Card } from '../../primitives/Card';
import * as css from './FlexibleSearch.css';

/** The three tips of the flexible search page (spec 01 §9, word for word). */
export const FLEXIBLE_TIPS = [
  { title: 'Fly midweek', text: 'Tue/Wed/Thu flights are 15-30% cheaper.', Icon: CalendarDays },
  { title: 'Book ahead', text: 'Book 6-8 weeks ahead for domestic and 2-3 months for international.', Icon: Clock },
  { title: 'Stay flexible', text: 'A flexible month can save up to 40%.', Icon: PiggyBank },
] as const;

/** The flexible search page's three tips panels (spec 01 §2, §9). */
export function FlexibleTips() {
  return (
    <section className={css.tips} aria-label="Tips for cheaper dates">
      {FLEXIBLE_TIPS.map(({ title, text, Icon }) => (
        <Card key={title} variant="muted" padding="sm">
          <h3 className={css.tipTitle}>
            <Icon size={16} aria-hidden="true" /> {title}
          </h3>
          <p className={css.tipText}>{text}</p>
        </Card>
      ))}
    </section>
  );
}
