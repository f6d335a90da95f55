import { Clock } from 'lucide-react';
import { Card } from '../../primitives/Card';
import { hours } from './SupportHours.css';

/** Support hours and reply time (spec 02 §9): Mon-Fri 6 AM to 10 PM EST, Sat-Sun 8 AM to 6 PM EST, reply within 24 hours. */
export function SupportHours() {
  return (
    <Card as="aside" variant="outlined" aria-labelledby="support-hours-title">
      <h2 id="support-hours-title">
        <Clock size={18} aria-hidden="true" /> Support hours
      </h2>
      <dl className={hours}>
        <dt>Monday – Friday</dt>
        <dd>6 AM – 10 PM EST</dd>
        <dt>Saturday – Sunday</dt>
        <dd>8 AM – 6 PM EST</dd>
      </dl>
      <p>We reply to every message within 24 hours.</p>
    </Card>
  );
}
