import { forwardRef, useId } from 'react';
import { Slider as RadixSlider } from 'radix-ui';
import { Label } from '../Label';
import { header, output, range, root, thumb, track, wrapper } from './Slider.css';

export interface SliderProps {
  label: string;
  value: number;
  onValueChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  disabled?: boolean;
  /** Formats the shown value, e.g. `(v) => \`${v}%\``. */
  format?: (value: number) => string;
}

/**
 * A single-thumb slider (Radix Slider): arrow keys move by `step`, Page Up/Down by ten steps, Home/End to the ends.
 * The budget sliders use 0–60 in steps of 5 (spec 01 §5).
 */
export const Slider = forwardRef<HTMLSpanElement, SliderProps>(function Slider(
  { label, value, onValueChange, min = 0, max = 100, step = 1, disabled, format = String },
  ref,
) {
  const id = useId();
  return (
    <div className={wrapper}>
      <div className={header}>
        <Label id={`${id}-label`}>{label}</Label>
        <output className={output} aria-live="polite">
          {format(value)}
        </output>
      </div>
      <RadixSlider.Root
        ref={ref}
        className={root}
        value={[value]}
        onValueChange={([next]) => onValueChange(next ?? min)}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
      >
        <RadixSlider.Track className={track}>
          <RadixSlider.Range className={range} />
        </RadixSlider.Track>
        <RadixSlider.Thumb className={thumb} aria-labelledby={`${id}-label`} aria-valuetext={format(value)} />
      </RadixSlider.Root>
    </div>
  );
});
