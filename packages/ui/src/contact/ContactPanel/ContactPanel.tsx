import { Card } from '../../primitives/Card';
import { ContactForm } from '../ContactForm';
import { SupportHours } from '../SupportHours';
import { layout } from './ContactPanel.css';

/** The contact page's body (spec 02 Contact): the form in a card, with the support hours beside it (below on phones). */
export function ContactPanel() {
  return (
    <div className={layout}>
      <Card variant="outlined">
        <ContactForm />
      </Card>
      <SupportHours />
    </div>
  );
}
