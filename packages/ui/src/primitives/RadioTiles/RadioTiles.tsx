import { RadioGroup } from 'radix-ui';
import { root, tile, tileDetail, tileLabel } from './RadioTiles.css';

export interface RadioTile {
  value: string;
  label: string;
  /** A second line under the label. */
  detail?: string;
}

export interface RadioTilesProps {
  /** Names the group for screen readers; usually the question the tiles answer. */
  label: string;
  tiles: readonly RadioTile[];
  /** The chosen tile, or undefined before one is chosen. */
  value: string | undefined;
  onValueChange: (value: string) => void;
}

/**
 * One-of-many choice shown as large tiles (Radix RadioGroup: arrow keys move and choose, one tab stop), for
 * questions such as the questionnaire's steps (spec 01 §4).
 */
export function RadioTiles({ label, tiles, value, onValueChange }: RadioTilesProps) {
  return (
    <RadioGroup.Root aria-label={label} className={root} value={value ?? ''} onValueChange={onValueChange}>
      {tiles.map((entry) => (
        <RadioGroup.Item key={entry.value} value={entry.value} className={tile}>
          <span className={tileLabel}>{entry.label}</span>
          {entry.detail && <span className={tileDetail}>{entry.detail}</span>}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
