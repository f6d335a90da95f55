import { AlertCircle } from 'lucide-react';
import { notice, noticeText } from './FlightSearch.css';

/** An alert under the search form, such as a missing airport or a failed search (spec 01 §8). */
export function SearchNotice({ title, text }: { title: string; text: string }) {
  return (
    <div className={notice} role="alert">
      <AlertCircle size={18} aria-hidden="true" />
      <div>
        <strong>{title}</strong>
        <p className={noticeText}>{text}</p>
      </div>
    </div>
  );
}
