import { useState } from 'react';
import { Share2 } from 'lucide-react';
import type { TripShare } from '@farewise/contracts';
import type { MutationOutcome } from '../../api/mutationToast';
import { Box } from '../../layout/Box';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { FormField } from '../../primitives/FormField';
import { Input } from '../../primitives/Input';

/** Focuses a button as it appears in place of the one just pressed, so keyboard focus is not lost. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/** Where a share token's read-only page lives, on this site. */
export const sharedTripPath = (token: string) => `/trips/shared/${token}`;

export interface TripShareDialogProps {
  /** The trip's current token, or null when it is not shared. */
  shareToken: string | null;
  onShare: () => Promise<MutationOutcome<TripShare>>;
  onRevoke: () => Promise<MutationOutcome<unknown>>;
  pending: boolean;
}

/**
 * Share (trips issue): makes a read-only link to the trip, copies it to the clipboard when the browser allows, and
 * shows it to copy by hand; Stop Sharing revokes it, so the link stops working.
 */
export function TripShareDialog({ shareToken, onShare, onRevoke, pending }: TripShareDialogProps) {
  const [copied, setCopied] = useState(false);
  // After Create Link or Stop Sharing, focus goes to the button that took the pressed one's place.
  const [switched, setSwitched] = useState(false);
  const link = shareToken && new URL(sharedTripPath(shareToken), window.location.origin).href;
  const share = async () => {
    const outcome = await onShare();
    if (!outcome.ok) return;
    const url = new URL(sharedTripPath(outcome.data.token), window.location.origin).href;
    setCopied(
      await navigator.clipboard?.writeText(url).then(
        () => true,
        () => false,
      ),
    );
  };
  return (
    <Dialog
      title="Share this trip"
      description="Anyone with the link can see the trip, but not change it."
      onOpenChange={() => {
        setCopied(false);
        setSwitched(false);
      }}
      trigger={
        <Button variant="outline" size="sm">
          <Share2 size={16} aria-hidden="true" /> Share
        </Button>
      }
    >
      {link ? (
        <Stack space="md">
          <FormField label="Read-only link">{(props) => <Input {...props} value={link} readOnly />}</FormField>
          {copied && (
            <Box as="p" role="status" color="success">
              Link copied to the clipboard.
            </Box>
          )}
          <Inline space="sm">
            <Button ref={switched ? focusOnMount : undefined} onClick={() => void share()} loading={pending}>
              Copy Link
            </Button>
            <Button
              variant="outline"
              tone="critical"
              onClick={() => {
                setSwitched(true);
                void onRevoke();
              }}
              disabled={pending}
            >
              Stop Sharing
            </Button>
          </Inline>
        </Stack>
      ) : (
        <Button
          ref={switched ? focusOnMount : undefined}
          onClick={() => {
            setSwitched(true);
            void share();
          }}
          loading={pending}
        >
          Create Link
        </Button>
      )}
    </Dialog>
  );
}
