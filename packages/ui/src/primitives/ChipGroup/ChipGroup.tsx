import { chip, group } from './ChipGroup.css';

export interface Chip {
  value: string;
  label: string;
}

export interface ChipGroupProps {
  /** Names the group for screen readers, e.g. "Category". */
  label: string;
  chips: readonly Chip[];
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * Filter chips where exactly one is chosen: toggle buttons (`aria-pressed`) in a labelled group, so each is a
 * tab stop and Space or Enter picks it. Used for category filters (spec 02 destinations, popular destinations).
 */
export function ChipGroup({ label, chips, value, onValueChange }: ChipGroupProps) {
  return (
    <div role="group" aria-label={label} className={group}>
      {chips.map((entry) => (
        <button
          key={entry.value}
          type="button"
          className={chip}
          aria-pressed={entry.value === value}
          onClick={() => onValueChange(entry.value)}
        >
          {entry.label}
        </button>
      ))}
    </div>
  );
}
