import { Mail, MessageCircle, Phone, Siren } from 'lucide-react';
import { Button } from '../../primitives/Button';
import { Link } from '../../primitives/Link';
import { Tiles } from '../../layout/Tiles';
import { HelpCard } from '../HelpCard';

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
  const options = [
    {
      Icon: MessageCircle,
      title: 'Live chat',
      text: 'Available 24/7. Typical wait under 2 minutes.',
      action: <Link href="/contact-us">Start Chat</Link>,
    },
    {
      Icon: Phone,
      title: 'Phone',
      text: 'Mon-Sun 6AM-10PM EST.',
      action: <a href={tel(SUPPORT_PHONE)}>Call {SUPPORT_PHONE}</a>,
    },
    {
      Icon: Mail,
      title: 'Email',
      text: 'We respond within 2-4 hours.',
      action: <a href={`mailto:${SUPPORT_EMAIL}`}>Email {SUPPORT_EMAIL}</a>,
    },
    {
      Icon: Siren,
      title: 'Emergency hotline',
      text: '24/7 for travellers stranded or disrupted mid-trip.',
      action: <a href={tel(EMERGENCY_PHONE)}>Call {EMERGENCY_PHONE}</a>,
      critical: true,
    },
  ];
  return (
    // Always four: two rows of two on a tablet, one row on a desktop, never a row of three and one.
    <Tiles as="ul" columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="lg" aria-label="Ways to contact support">
      {options.map(({ Icon, title, text, action, critical }) => (
        <li key={title}>
          <HelpCard
            lead={<Icon size={24} aria-hidden="true" />}
            title={title}
            action={
              <Button asChild wrap variant={critical ? 'solid' : 'outline'} tone={critical ? 'critical' : undefined}>
                {action}
              </Button>
            }
          >
            <p>{text}</p>
          </HelpCard>
        </li>
      ))}
    </Tiles>
  );
}
