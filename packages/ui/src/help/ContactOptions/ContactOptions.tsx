import { Mail, MessageCircle, Phone, Siren } from 'lucide-react';
import { Link } from '@tanstack/react-router';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { cardGrid } from '../../layout/section.css';
import { helpCard, helpCardTitle } from '../help.css';

/** Farewise's support line, shown in the phone option's button (spec 02 §9). */
export const SUPPORT_PHONE = '+1 (800) 555-0142';
/** The 24/7 line for travellers stranded mid-trip. */
export const EMERGENCY_PHONE = '+1 (800) 555-0199';
/** The support mailbox. */
export const SUPPORT_EMAIL = 'support@farewise.app';

const tel = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/**
 * The help center's four ways to reach support (spec 02 §2): live chat 24/7 (through the contact page), phone
 * Mon-Sun 6AM-10PM EST, email answered within 2-4 hours, and the 24/7 emergency hotline.
 */
export function ContactOptions() {
  return (
    <ul className={cardGrid} aria-label="Ways to contact support">
      <li>
        <Card variant="outlined" className={helpCard}>
          <MessageCircle size={24} aria-hidden="true" />
          <h3 className={helpCardTitle}>Live chat</h3>
          <p>Available 24/7. Typical wait under 2 minutes.</p>
          <Button asChild variant="outline">
            <Link to="/contact-us">Start Chat</Link>
          </Button>
        </Card>
      </li>
      <li>
        <Card variant="outlined" className={helpCard}>
          <Phone size={24} aria-hidden="true" />
          <h3 className={helpCardTitle}>Phone</h3>
          <p>Mon-Sun 6AM-10PM EST.</p>
          <Button asChild variant="outline">
            <a href={tel(SUPPORT_PHONE)}>Call {SUPPORT_PHONE}</a>
          </Button>
        </Card>
      </li>
      <li>
        <Card variant="outlined" className={helpCard}>
          <Mail size={24} aria-hidden="true" />
          <h3 className={helpCardTitle}>Email</h3>
          <p>We respond within 2-4 hours.</p>
          <Button asChild variant="outline">
            <a href={`mailto:${SUPPORT_EMAIL}`}>Email {SUPPORT_EMAIL}</a>
          </Button>
        </Card>
      </li>
      <li>
        <Card variant="outlined" className={helpCard}>
          <Siren size={24} aria-hidden="true" />
          <h3 className={helpCardTitle}>Emergency hotline</h3>
          <p>24/7 for travellers stranded or disrupted mid-trip.</p>
          <Button asChild variant="destructive">
            <a href={tel(EMERGENCY_PHONE)}>Call {EMERGENCY_PHONE}</a>
          </Button>
        </Card>
      </li>
    </ul>
  );
}
