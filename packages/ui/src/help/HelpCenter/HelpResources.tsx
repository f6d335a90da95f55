import { Lightbulb, UserCog } from 'lucide-react';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Link } from '../../primitives/Link';
import { resources, tips } from './HelpCenter.css';

/** The Resources tab's links (spec 02 §2). */
const RESOURCE_LINKS = [
  { to: '/destinations', label: 'Browse destinations' },
  { to: '/travel-deals', label: 'Current travel deals' },
  { to: '/budget-calculator', label: 'Budget calculator' },
  { to: '/privacy-policy', label: 'Privacy policy' },
  { to: '/terms-of-service', label: 'Terms of service' },
] as const;

/** Four quick tips (spec 02 §2), from how fares behave (spec 01 §9). */
const QUICK_TIPS = [
  'Tuesday, Wednesday and Thursday flights are often 15–30% cheaper.',
  'Book 6–8 weeks ahead for domestic trips and 2–3 months ahead for international ones.',
  'A flexible month can save up to 40% against a fixed date.',
  'Set a price alert instead of checking every day: we email you when the fare drops.',
];

/** The help center's Resources tab (spec 02 §2): useful pages, the Account Settings button and four quick tips. */
export function HelpResources() {
  return (
    <div className={resources}>
      <Card variant="outlined">
        <h3>Useful pages</h3>
        <ul>
          {RESOURCE_LINKS.map((link) => (
            <li key={link.to}>
              <Link href={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
        <Button asChild variant="outline">
          <Link href="/auth">
            <UserCog size={16} aria-hidden="true" />
            Account Settings
          </Link>
        </Button>
      </Card>
      <Card variant="outlined">
        <h3>
          <Lightbulb size={18} aria-hidden="true" /> Quick tips
        </h3>
        <ul className={tips}>
          {QUICK_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
