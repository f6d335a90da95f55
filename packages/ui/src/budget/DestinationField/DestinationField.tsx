import { useId } from 'react';
import { useCombobox } from 'downshift';
import { BUDGET_DESTINATION_MULTIPLIERS } from '@farewise/contracts';
import { Box } from '../../layout/Box';
import { Column, Columns } from '../../layout/Columns';
import { Stack } from '../../layout/Stack';
import { Input } from '../../primitives/Input';
import { Label } from '../../primitives/Label';
import { anchor, menu, option } from './DestinationField.css';

const CITIES = Object.keys(BUDGET_DESTINATION_MULTIPLIERS) as (keyof typeof BUDGET_DESTINATION_MULTIPLIERS)[];

export interface DestinationFieldProps {
  /** The destination as typed or picked. */
  value: string;
  /** Called with every keystroke and with a picked city. */
  onValueChange: (destination: string) => void;
}

/**
 * The budget calculator's destination (spec 02 §9): free text, with the ten cities that have their own cost level
 * suggested as the traveller types (downshift `useCombobox`, ARIA 1.2; arrows, Enter and Escape).
 */
export function DestinationField({ value, onValueChange }: DestinationFieldProps) {
  const hintId = useId();
  const typed = value.trim().toLowerCase();
  const cities = CITIES.filter((city) => city.toLowerCase().includes(typed));
  const combobox = useCombobox({
    items: cities,
    inputValue: value,
    // Picking a city sets the text too, so the text is the one value this field reports.
    onInputValueChange: ({ inputValue }) => onValueChange(inputValue),
  });
  return (
    <Stack space="xs">
      <Label {...combobox.getLabelProps()}>Destination</Label>
      <div className={anchor}>
        <Input placeholder="Any city" {...combobox.getInputProps({ 'aria-describedby': hintId })} />
        <ul className={menu} {...combobox.getMenuProps()} hidden={!combobox.isOpen || cities.length === 0}>
          {combobox.isOpen &&
            cities.map((city, index) => (
              <li key={city} className={option} {...combobox.getItemProps({ item: city, index })}>
                <Columns space="sm">
                  <Column>{city}</Column>
                  <Column width="content">
                    <Box as="span" color="textMuted" fontSize="sm">
                      ×{BUDGET_DESTINATION_MULTIPLIERS[city].toFixed(1)}
                    </Box>
                  </Column>
                </Columns>
              </li>
            ))}
        </ul>
      </div>
      <Box as="p" id={hintId} fontSize="sm" color="textMuted">
        Ten cities have their own price level; anywhere else counts as ×1.0.
      </Box>
    </Stack>
  );
}
