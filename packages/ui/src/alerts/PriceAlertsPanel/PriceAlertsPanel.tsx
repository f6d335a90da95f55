import type { UpdatePriceAlertRequest } from '@farewise/contracts';
import { describeError } from '../../api/client';
import { useSession } from '../../api/useAccount';
import {
  useCreatePriceAlert,
  useDeletePriceAlert,
  usePriceAlerts,
  useUpdatePriceAlert,
} from '../../api/usePriceAlerts';
import { useMutationToast } from '../../api/useMutationToast';
import { useNow } from '../../clock/ClockProvider';
import { Stack } from '../../layout/Stack';
import { Alert } from '../../primitives/Alert';
import { Card } from '../../primitives/Card';
import { Skeleton } from '../../primitives/Skeleton';
import { useToast } from '../../primitives/Toast';
import { Link } from '../../primitives/Link';
import { ImportOffer } from '../../storage/ImportOffer';
import { importLocal, importToast } from '../../storage/importLocal';
import { PriceAlertForm, type NewAlert } from '../PriceAlertForm';
import { PriceAlertList } from '../PriceAlertList';
import { useLocalAlerts } from '../localAlerts';

/**
 * The `/price-alerts` page's content (spec 02 §2, §4): the create form and the list. Signed in, alerts live on the
 * server, which prices them and emails when they fire; signed out, they stay in this browser, and after sign-in
 * they are offered for import into the account.
 */
export function PriceAlertsPanel() {
  const now = useNow();
  const { toast } = useToast();
  const session = useSession();
  const userId = session.data?.id;
  const server = usePriceAlerts(userId);
  const create = useCreatePriceAlert(userId);
  const update = useUpdatePriceAlert(userId);
  const remove = useDeletePriceAlert(userId);
  const local = useLocalAlerts(now);
  const createAlert = useMutationToast(create, {
    success: { title: 'Price alert created!' },
    failure: { title: 'Failed to create alert' },
  });
  const updateAlert = useMutationToast(update, { failure: { title: 'Update failed' } });
  const deleteAlert = useMutationToast(remove, {
    success: { title: 'Alert deleted' },
    failure: { title: 'Delete failed' },
  });

  if (session.isPending || (userId !== undefined && server.isPending)) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading your price alerts">
        <Skeleton height={240} />
      </div>
    );
  }

  const onCreate = async (alert: NewAlert) => {
    if (userId === undefined) {
      await local.create(alert);
      toast({ title: 'Price alert created!', description: 'Saved in this browser. Sign in to get emails.' });
      return;
    }
    const outcome = await createAlert(alert);
    // The form keeps what was typed when the alert could not be created.
    if (!outcome.ok) throw outcome.error;
  };
  const onChange = (id: number, change: UpdatePriceAlertRequest) =>
    userId === undefined ? local.update(id, change) : void updateAlert({ id, change });
  const onDelete = (id: number) => (userId === undefined ? local.remove(id) : void deleteAlert(id));

  const importAlerts = async () =>
    toast(
      importToast(
        await importLocal(
          local.alerts,
          (alert) => create.mutateAsync(alert),
          ({ id }) => local.remove(id),
        ),
        'alert',
      ),
    );

  return (
    <Stack space="xl">
      {userId === undefined ? (
        <Alert tone="info">
          You are not signed in: alerts are kept in this browser only. <Link href="/auth">Sign in</Link> to get emails
          when fares drop.
        </Alert>
      ) : (
        local.alerts.length > 0 && (
          <ImportOffer label="Alerts saved in this browser" onImport={importAlerts} importing={create.isPending}>
            {local.alerts.length} {local.alerts.length === 1 ? 'alert is' : 'alerts are'} saved in this browser.
          </ImportOffer>
        )
      )}
      <Card as="section" aria-labelledby="create-alert-title" padding="lg">
        <h2 id="create-alert-title">Create a price alert</h2>
        <PriceAlertForm onCreate={onCreate} creating={create.isPending} />
      </Card>
      {server.isError && (
        <Alert tone="critical" role="alert">
          Your alerts could not be loaded: {describeError(server.error)}
        </Alert>
      )}
      <section aria-labelledby="alert-list-title">
        <h2 id="alert-list-title">Your alerts</h2>
        <PriceAlertList
          alerts={userId === undefined ? local.alerts : (server.data ?? [])}
          onChange={onChange}
          onDelete={onDelete}
          busy={update.isPending || remove.isPending}
        />
      </section>
    </Stack>
  );
}
