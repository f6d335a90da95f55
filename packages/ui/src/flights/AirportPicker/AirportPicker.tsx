import { useState } from 'react';
import { useCombobox } from 'downshift';
import { AIRPORT_SEARCH, type AirportSuggestion } from '@farewise/contracts';
import { MapPin, Plane } from 'lucide-react';
import { useAirportSearch } from '../../api/useAirportSearch';
import { Input } from '../../primitives/Input';
import {
  code,
  field,
  hint as hintClass,
  item,
  itemMain,
  itemSub,
  label as labelClass,
  menu,
} from './AirportPicker.css';

/** How a chosen airport reads in the field: `Paris (CDG)`. */
export const airportLabel = (airport: AirportSuggestion) => `${airport.city} (${airport.iataCode})`;

export interface AirportPickerProps {
  /** The field's label, e.g. "From". */
  label: string;
  /** The chosen airport, or null. */
  value: AirportSuggestion | null;
  /** Called with the picked airport, and with null when the text is edited after a pick (spec 01 §4). */
  onChange: (airport: AirportSuggestion | null) => void;
  placeholder?: string;
  /** Validation message; marks the field invalid. */
  error?: string;
}

/**
 * An airport combobox (downshift `useCombobox`, ARIA 1.2): searches 300 ms after typing stops, from 2 characters,
 * at most 10 suggestions, with a silent fallback to 30 major airports when the search fails (spec 01 §4, §9).
 * Picking fixes the selection; editing the text afterwards clears it.
 */
export function AirportPicker({ label, value, onChange, placeholder = 'City or airport', error }: AirportPickerProps) {
  const [text, setText] = useState(value ? airportLabel(value) : '');
  const { suggestions, isSearching, isDebouncing, searchedFor } = useAirportSearch(value ? '' : text);

  const combobox = useCombobox<AirportSuggestion>({
    items: suggestions,
    itemToString: (airport) => (airport ? airportLabel(airport) : ''),
    itemToKey: (airport) => airport?.iataCode,
    selectedItem: value,
    inputValue: text,
    onInputValueChange: ({ inputValue, type, selectedItem }) => {
      // Clearing the selection by typing must keep the typed text, not reset it to the empty item's label.
      if (type === useCombobox.stateChangeTypes.ControlledPropUpdatedSelectedItem && !selectedItem) return;
      setText(inputValue);
      if (value && type === useCombobox.stateChangeTypes.InputChange) onChange(null);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onChange(selectedItem);
    },
  });

  const typed = text.trim();
  const showMenu = combobox.isOpen && !value;
  let status: string | null = null;
  if (showMenu && typed.length > 0 && typed.length < AIRPORT_SEARCH.minChars) status = 'Type at least 2 characters';
  else if (showMenu && typed.length >= AIRPORT_SEARCH.minChars && (isDebouncing || isSearching))
    status = 'Searching airports…';
  else if (showMenu && searchedFor.length >= AIRPORT_SEARCH.minChars && suggestions.length === 0)
    status = `No airports match “${searchedFor}”`;
  const errorId = `${combobox.getInputProps().id}-error`;

  return (
    <div className={field}>
      <label className={labelClass} {...combobox.getLabelProps()}>
        {label}
      </label>
      <Input
        placeholder={placeholder}
        invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        {...combobox.getInputProps()}
      />
      <ul className={menu} {...combobox.getMenuProps()} hidden={!showMenu || suggestions.length === 0}>
        {showMenu &&
          suggestions.map((airport, index) => (
            <li
              key={airport.iataCode}
              className={item}
              data-highlighted={combobox.highlightedIndex === index || undefined}
              {...combobox.getItemProps({ item: airport, index })}
            >
              {airport.type === 'city' ? (
                <MapPin size={16} aria-hidden="true" />
              ) : (
                <Plane size={16} aria-hidden="true" />
              )}
              <span className={itemMain}>
                {airport.city} <span className={code}>{airport.iataCode}</span>
                <span className={itemSub}>
                  {airport.name}, {airport.country}
                </span>
              </span>
            </li>
          ))}
      </ul>
      <p className={hintClass} role="status" aria-live="polite">
        {status ?? ''}
      </p>
      {error && (
        <p id={errorId} role="alert" className={hintClass} data-tone="error">
          {error}
        </p>
      )}
    </div>
  );
}
