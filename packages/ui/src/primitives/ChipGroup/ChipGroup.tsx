import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';
import { chip, group, pendingChip } from './ChipGroup.css';

export interface Chip {
  value: string;
  label: string;
}

export interface ChipGroupProps {
  /** Names the group for screen readers, e.g. "Category". */
  label: string;
  chips: readonly Chip[];
  /** The chosen chip's value; none is pressed when it matches none. */
  value?: string;
  onValueChange: (value: string) => void;
  /**
   * Draws each chip as a loading bar that takes no input, while the chips cannot be known yet: months from today on
   * a page drawn on the server.
   */
  loading?: boolean;
}

/**
 * Filter chips where exactly one is chosen: toggle buttons (`aria-pressed`) in a labelled group, so each is a
 * tab stop and Space or Enter picks it. Used for category filters (spec 02 destinations, popular destinations).
 */
export function ChipGroup({ label, chips, value, onValueChange, loading }: ChipGroupProps) {
  if (loading) {
    return (
      <div role="group" aria-label={label} aria-busy className={group}>
        {chips.map((entry) => (
          <span key={entry.value} className={[chip, pendingChip].join(' ')}>
            <Skeleton width="4.5em" />
          </span>
        ))}
        <VisuallyHidden>Loading</VisuallyHidden>
      </div>
    );
  }
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
