import { RadioGroup } from 'radix-ui';
import { item, root } from './SegmentedControl.css';

export interface SegmentedOption<Value extends string> {
  value: Value;
  label: string;
}

export interface SegmentedControlProps<Value extends string> {
  /** Names the group for screen readers. */
  label: string;
  options: readonly SegmentedOption<Value>[];
  value: Value;
  onValueChange: (value: Value) => void;
  disabled?: boolean;
}

/**
 * A compact one-of-few choice drawn as joined segments (Radix RadioGroup: one tab stop, arrow keys move and
 * choose), for a setting that changes what a panel shows, such as the buy/wait advice's risk setting.
 */
export function SegmentedControl<Value extends string>({
  label,
  options,
  value,
  onValueChange,
  disabled,
}: SegmentedControlProps<Value>) {
  return (
    <RadioGroup.Root
      aria-label={label}
      className={root}
      value={value}
      orientation="horizontal"
      disabled={disabled}
      onValueChange={(next) => onValueChange(next as Value)}
    >
      {options.map((option) => (
        <RadioGroup.Item key={option.value} value={option.value} className={item}>
          {option.label}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
