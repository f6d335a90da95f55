import { Link } from '@tanstack/react-router';
import type { UpdatePriceAlertRequest } from '@farewise/contracts';
import { describeError } from '../../api/client';
import { useSession } from '../../api/useAccount';
import {
  useCreatePriceAlert,
  useDeletePriceAlert,
  usePriceAlerts,
  useUpdatePriceAlert,
} from '../../api/usePriceAlerts';
import { useNow } from '../../clock/ClockProvider';
import { sectionError } from '../../layout/section.css';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Skeleton } from '../../primitives/Skeleton';
import { useToast } from '../../primitives/Toast';
import { PriceAlertForm, type NewAlert } from '../PriceAlertForm';
import { PriceAlertList } from '../PriceAlertList';
import { useLocalAlerts } from '../localAlerts';
import { notice, stack } from './PriceAlertsPanel.css';

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

  const failed = (title: string) => (error: Error) =>
    toast({ title, description: describeError(error), variant: 'destructive' });

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
    await create.mutateAsync(alert).then(
      () => toast({ title: 'Price alert created!' }),
      (error: Error) => {
        failed('Failed to create alert')(error);
        throw error;
      },
    );
  };
  const onChange = (id: number, change: UpdatePriceAlertRequest) =>
    userId === undefined
      ? local.update(id, change)
      : update.mutate({ id, change }, { onError: failed('Update failed') });
  const onDelete = (id: number) =>
    userId === undefined
      ? local.remove(id)
      : remove.mutate(id, { onSuccess: () => toast({ title: 'Alert deleted' }), onError: failed('Delete failed') });

  const importLocal = async () => {
    const results = await Promise.allSettled(local.alerts.map((alert) => create.mutateAsync(alert)));
    const imported = results.filter((result) => result.status === 'fulfilled').length;
    if (imported === local.alerts.length) local.clear();
    toast({
      title: imported === local.alerts.length ? 'Alerts imported' : 'Some alerts could not be imported',
      description: `${imported} of ${local.alerts.length} imported into your account.`,
      variant: imported === local.alerts.length ? 'success' : 'destructive',
    });
  };

  return (
    <div className={stack}>
      {userId === undefined ? (
        <p className={notice}>
          You are not signed in: alerts are kept in this browser only. <Link to="/auth">Sign in</Link> to get emails
          when fares drop.
        </p>
      ) : (
        local.alerts.length > 0 && (
          <div className={notice} role="region" aria-label="Alerts saved in this browser">
            <p>
              {local.alerts.length} {local.alerts.length === 1 ? 'alert is' : 'alerts are'} saved in this browser.
            </p>
            <Button size="sm" onClick={importLocal} disabled={create.isPending}>
              Import into my account
            </Button>
          </div>
        )
      )}
      <Card as="section" aria-labelledby="create-alert-title" padding="lg">
        <h2 id="create-alert-title">Create a price alert</h2>
        <PriceAlertForm onCreate={onCreate} creating={create.isPending} />
      </Card>
      {server.isError && (
        <p className={sectionError} role="alert">
          Your alerts could not be loaded: {describeError(server.error)}
        </p>
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
    </div>
  );
}
