import { useId, type ReactNode } from 'react';
import { Label } from './Label';
import { row } from './LabelledControl.css';

/**
 * A control beside its label (checkbox, switch), tied by id so that clicking the label toggles the control.
 * Not exported: Checkbox and Switch are the public faces.
 */
export function LabelledControl({
  id,
  label,
  className,
  children,
}: {
  id?: string;
  label: ReactNode;
  className?: string;
  children: (id: string) => ReactNode;
}) {
  const fallbackId = useId();
  const controlId = id ?? fallbackId;
  return (
    <div className={[row, className].filter(Boolean).join(' ')}>
      {children(controlId)}
      <Label htmlFor={controlId}>{label}</Label>
    </div>
  );
}
