import { forwardRef, useState } from 'react';
import { Select as RadixSelect } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { control } from '../shared.css';
import { Skeleton } from '../Skeleton';
import { content, item, itemIndicator, trigger, viewport } from './Select.css';

export interface SelectOption {
  /** The option id, e.g. `next-3-months` (spec 01 §9). */
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  /**
   * Draws a loading bar in place of the chosen label and takes no input: while the options cannot be known yet, e.g.
   * months from today on a page drawn on the server.
   */
  loading?: boolean;
}

/**
 * A single-choice list (Radix Select): keyboard navigable, with type-ahead that resets after 1 s (spec 01 §9).
 *
 * The trigger shows the chosen option's label itself, so a page rendered on the server shows it too. The list is
 * mounted when the trigger is first pointed at, pressed or focused: mounted closed, Radix renders every option
 * into a detached fragment and re-renders the select synchronously as each registers, work a page would otherwise
 * do for every select as it starts up.
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  {
    options,
    placeholder,
    id,
    'aria-label': ariaLabel,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
    value,
    defaultValue,
    onValueChange,
    loading,
    ...root
  },
  ref,
) {
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const [listMounted, setListMounted] = useState(false);
  const mountList = () => setListMounted(true);
  const chosen = options.find((option) => option.value === (value ?? uncontrolledValue));
  const change = (next: string) => {
    setUncontrolledValue(next);
    onValueChange?.(next);
  };
  return (
    <RadixSelect.Root
      {...root}
      disabled={root.disabled || loading}
      value={value}
      defaultValue={defaultValue}
      onValueChange={change}
    >
      <RadixSelect.Trigger
        ref={ref}
        id={id}
        aria-label={ariaLabel}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-busy={loading || undefined}
        className={[control, trigger].join(' ')}
        onPointerEnter={mountList}
        onPointerDown={mountList}
        onFocus={mountList}
      >
        <RadixSelect.Value placeholder={placeholder}>
          {loading ? <Skeleton width="6em" /> : chosen?.label}
        </RadixSelect.Value>
        <RadixSelect.Icon>
          <ChevronDown size={16} aria-hidden="true" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      {listMounted && (
        <RadixSelect.Portal>
          <RadixSelect.Content className={content} position="popper" sideOffset={4}>
            <RadixSelect.Viewport className={viewport}>
              {options.map((option) => (
                <RadixSelect.Item key={option.value} value={option.value} disabled={option.disabled} className={item}>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator className={itemIndicator}>
                    <Check size={14} aria-hidden="true" />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      )}
    </RadixSelect.Root>
  );
});
