import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { MutationOutcome } from '../../api/mutationToast';
import { Stack } from '../../layout/Stack';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { FormField } from '../../primitives/FormField';
import { Input } from '../../primitives/Input';

export interface FieldDialogProps {
  /** The dialog's title, which also names its form. */
  title: string;
  description: string;
  triggerLabel: string;
  triggerIcon: ReactNode;
  /**
   * The one field: its name and label, the contracts schema that checks it (an object with that one key, such as
   * `SavedSearchName`), and what it starts with.
   */
  field: {
    name: string;
    label: string;
    schema: Parameters<typeof zodResolver>[0];
    defaultValue: string;
    inputMode?: 'decimal';
  };
  /** Sends the checked value; the dialog closes when the outcome is ok and keeps what was typed otherwise. */
  onSubmit: (value: string) => Promise<MutationOutcome<unknown>>;
  /** True while the value is being sent. */
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
}

/** A results action: its trigger button, and a dialog holding a one-field form named like the dialog. */
export function FieldDialog({
  title,
  triggerLabel,
  triggerIcon,
  field,
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  description,
}: FieldDialogProps) {
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, formState } = useForm<Record<string, string>>({
    // The schema's one key is `field.name`, holding a string.
    resolver: zodResolver(field.schema) as Resolver<Record<string, string>>,
    defaultValues: { [field.name]: field.defaultValue },
  });
  const submit = handleSubmit(async (values) => {
    if ((await onSubmit(values[field.name]!)).ok) setOpen(false);
  });
  return (
    <Dialog
      title={title}
      description={description}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm">
          {triggerIcon}
          {triggerLabel}
        </Button>
      }
    >
      <Stack as="form" space="lg" onSubmit={submit} noValidate aria-label={title}>
        <FormField label={field.label} error={formState.errors[field.name]?.message} required>
          {(control) => <Input {...control} {...register(field.name)} inputMode={field.inputMode} />}
        </FormField>
        <Button type="submit" loading={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </Stack>
    </Dialog>
  );
}
