import { useState } from 'react';
import type { AiRecommendation, User } from '@farewise/contracts';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { LoginForm } from '../../account/LoginForm';
import { useSession } from '../../api/useAccount';
import { useSaveRecommendation } from '../../api/useAdvisor';
import { useMutationToast } from '../../api/useMutationToast';
import { Stack } from '../../layout/Stack';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Link } from '../../primitives/Link';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';

export interface SaveRecommendationProps {
  card: AiRecommendation;
}

/** Where a saved card goes: a route as a saved search, a destination among the favourites (AI issue). */
const savedTo = (card: AiRecommendation) => (card.route ? 'your saved searches' : 'your favourite destinations');

/**
 * A recommendation card's Save (AI issue). Signed in, it saves the card at once: a route, timing or deal card as a
 * saved search of its route, a destination card as a favourite destination, then reads "Saved". Signed out, it
 * offers sign-in in a dialog and saves as soon as the traveller is signed in. Toasts say where it went, or why not.
 */
export function SaveRecommendation({ card }: SaveRecommendationProps) {
  const session = useSession();
  const [signingIn, setSigningIn] = useState(false);
  const mutation = useSaveRecommendation();
  const save = useMutationToast(mutation, {
    success: { title: 'Saved', description: `${card.title} is in ${savedTo(card)}.`, tone: 'positive' },
    failure: { title: 'Could not save', fallback: 'Please try again.' },
  });
  const saveFor = (user: User) => {
    setSigningIn(false);
    void save({ card, user });
  };

  if (mutation.isSuccess) {
    return (
      <Button variant="outline" disabled>
        <BookmarkCheck size={16} aria-hidden="true" /> Saved
        <VisuallyHidden> {card.title}</VisuallyHidden>
      </Button>
    );
  }
  const label = (
    <>
      <Bookmark size={16} aria-hidden="true" /> Save
      <VisuallyHidden> {card.title}</VisuallyHidden>
    </>
  );
  if (session.data) {
    return (
      <Button variant="outline" loading={mutation.isPending} onClick={() => saveFor(session.data!)}>
        {label}
      </Button>
    );
  }
  return (
    <Dialog
      title="Sign in to save"
      description={`Log in and we'll add ${card.title} to ${savedTo(card)}.`}
      open={signingIn}
      onOpenChange={setSigningIn}
      trigger={
        <Button variant="outline" disabled={session.isPending}>
          {label}
        </Button>
      }
    >
      <Stack space="lg">
        <LoginForm onSuccess={saveFor} />
        <p>
          New to Farewise? <Link href="/auth">Create an account</Link>, then save it again.
        </p>
      </Stack>
    </Dialog>
  );
}
