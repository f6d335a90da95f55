import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { BellPlus, BookmarkPlus } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { CreateRouteAlertRequest, CreateSavedSearchRequest } from '@farewise/contracts';
import { describeError } from '../../api/client';
import { useSession } from '../../api/useAccount';
import { useCreatePriceAlert } from '../../api/usePriceAlerts';
import { useCreateSavedSearch } from '../../api/useSavedSearches';
import type { FlightSearchParams } from '../../api/useFlightSearch';
import { formatUsd } from '../../format';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { FormField } from '../../primitives/FormField';
import { Input } from '../../primitives/Input';
import { useToast } from '../../primitives/Toast';
import { bar, dialogForm, signInNote } from './ResultActions.css';

export interface ResultActionsProps {
  /** The search the results answer: IATA codes, travellers and cabin. */
  search: FlightSearchParams;
  /** Today's lowest fare in USD: the alert's target starts 10 % under it. */
  currentPrice: number;
}

const NameForm = CreateSavedSearchRequest.pick({ name: true });
const TargetForm = CreateRouteAlertRequest.pick({ targetPrice: true });

interface FormDialogProps {
  title: string;
  description: string;
  triggerLabel: string;
  triggerIcon: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (event: FormEvent) => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}

/** A results action: its trigger button, and a dialog holding a one-field form named like the dialog. */
function FormDialog({
  title,
  triggerLabel,
  triggerIcon,
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  children,
  ...dialog
}: FormDialogProps) {
  return (
    <Dialog
      title={title}
      {...dialog}
      trigger={
        <Button variant="outline" size="sm">
          {triggerIcon}
          {triggerLabel}
        </Button>
      }
    >
      <form className={dialogForm} onSubmit={onSubmit} noValidate aria-label={title}>
        {children}
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </form>
    </Dialog>
  );
}

function SaveSearchDialog({ search }: { search: FlightSearchParams }) {
  const [open, setOpen] = useState(false);
  const session = useSession();
  const save = useCreateSavedSearch(session.data?.id);
  const { toast } = useToast();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(NameForm),
    defaultValues: { name: `${search.origin} → ${search.destination}` },
  });
  const submit = handleSubmit(({ name }) =>
    save
      .mutateAsync({
        name,
        origin: search.origin,
        destination: search.destination,
        travelers: search.travelers ?? 1,
        travelClass: search.cabin ?? 'economy',
      })
      .then(
        () => {
          toast({ title: 'Search saved', description: `"${name}" is on your dashboard.`, variant: 'success' });
          setOpen(false);
        },
        (error: Error) =>
          toast({ title: 'Failed to save search', description: describeError(error), variant: 'destructive' }),
      ),
  );
  return (
    <FormDialog
      title="Save this search"
      description="Name it to find it again on your dashboard."
      triggerLabel="Save this search"
      triggerIcon={<BookmarkPlus size={16} aria-hidden />}
      open={open}
      onOpenChange={setOpen}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel="Save Search"
      pendingLabel="Saving…"
    >
      <FormField label="Name" error={formState.errors.name?.message} required>
        {(control) => <Input {...control} {...register('name')} />}
      </FormField>
    </FormDialog>
  );
}

function PriceAlertDialog({ search, currentPrice }: ResultActionsProps) {
  const [open, setOpen] = useState(false);
  const session = useSession();
  const create = useCreatePriceAlert(session.data?.id);
  const { toast } = useToast();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(TargetForm),
    defaultValues: { targetPrice: (Math.floor(currentPrice * 0.9 * 100) / 100).toFixed(2) },
  });
  const submit = handleSubmit(({ targetPrice }) =>
    create.mutateAsync({ route: `${search.origin}-${search.destination}`, targetPrice, active: true }).then(
      () => {
        toast({ title: 'Price alert created!', variant: 'success' });
        setOpen(false);
      },
      (error: Error) =>
        toast({ title: 'Failed to create alert', description: describeError(error), variant: 'destructive' }),
    ),
  );
  return (
    <FormDialog
      title="Create a price alert"
      description={`${search.origin} → ${search.destination} is ${formatUsd(currentPrice)} today. We will email you when it falls to your target.`}
      triggerLabel="Create price alert"
      triggerIcon={<BellPlus size={16} aria-hidden />}
      open={open}
      onOpenChange={setOpen}
      onSubmit={submit}
      pending={create.isPending}
      submitLabel="Create Alert"
      pendingLabel="Creating…"
    >
      <FormField label="Target price (USD)" error={formState.errors.targetPrice?.message} required>
        {(control) => <Input {...control} {...register('targetPrice')} inputMode="decimal" />}
      </FormField>
    </FormDialog>
  );
}

/**
 * What a traveller can do with search results (accounts issue, spec 01 §7, §8): save the search under a name, or
 * create a price alert for the route ("Price alert created!", or "Failed to create alert" with the reason). Signed
 * out, it invites them to sign in.
 */
export function ResultActions({ search, currentPrice }: ResultActionsProps) {
  const session = useSession();
  if (!session.data) {
    return (
      <p className={signInNote}>
        <Link to="/auth">Sign in</Link> to save this search or get a price alert when the fare drops.
      </p>
    );
  }
  return (
    <div className={bar}>
      <SaveSearchDialog search={search} />
      <PriceAlertDialog search={search} currentPrice={currentPrice} />
    </div>
  );
}
