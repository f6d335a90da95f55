import { Search } from 'lucide-react';
import { Input } from '../Input';
import { VisuallyHidden } from '../VisuallyHidden';
import { box, icon, input } from './SearchField.css';

export interface SearchFieldProps {
  /** The field's accessible name, e.g. "Search destinations". */
  label: string;
  placeholder?: string;
  value: string;
  onValueChange: (value: string) => void;
}

/** A search box with a magnifier icon; its label is read by screen readers and hidden on screen. */
export function SearchField({ label, placeholder, value, onValueChange }: SearchFieldProps) {
  return (
    <label className={box}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <Search className={icon} size={18} aria-hidden="true" />
      <Input
        className={input}
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </label>
  );
}
