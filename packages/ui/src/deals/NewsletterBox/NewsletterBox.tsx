import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { NewsletterRequest } from '@farewise/contracts';
import { Mail } from 'lucide-react';
import { describeError } from '../../api/client';
import { useSubscribeNewsletter } from '../../api/useContent';
import { useMutationToast } from '../../api/useMutationToast';
import { Button } from '../../primitives/Button';
import { Input } from '../../primitives/Input';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { box, error as errorClass, form, done } from './NewsletterBox.css';

/**
 * The deal-alerts newsletter box (spec 02 Travel deals): an email field and Get Deal Alerts, which subscribes through
 * `POST /api/newsletter`. A bad address is refused before sending; success clears the field and confirms with a toast;
 * a failure keeps the address and says why.
 */
export function NewsletterBox() {
  const subscribe = useSubscribeNewsletter();
  // A failure shows below the field, not as a toast.
  const subscribeWithToast = useMutationToast(subscribe, {
    success: (_, { email }) => ({
      title: 'You’re subscribed!',
      description: `Deal alerts will go to ${email}.`,
      tone: 'positive',
    }),
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewsletterRequest>({ resolver: zodResolver(NewsletterRequest), defaultValues: { email: '' } });
  const submit = handleSubmit(async (body) => {
    if ((await subscribeWithToast(body)).ok) reset();
  });
  const problem = errors.email?.message ?? (subscribe.isError ? describeError(subscribe.error) : undefined);
  return (
    <section className={box} aria-labelledby="newsletter-title">
      <Mail size={28} aria-hidden="true" />
      <h2 id="newsletter-title">Never miss a deal</h2>
      <p>Get the best fares and packages in your inbox, before they sell out.</p>
      <form className={form} onSubmit={submit} noValidate aria-label="Deal alerts">
        <VisuallyHidden as="label" htmlFor="newsletter-email">
          Email address
        </VisuallyHidden>
        <Input
          id="newsletter-email"
          type="email"
          placeholder="you@example.com"
          autoComplete="email"
          invalid={problem !== undefined}
          aria-describedby={problem ? 'newsletter-error' : undefined}
          {...register('email')}
        />
        <Button type="submit" variant="soft" loading={subscribe.isPending}>
          {subscribe.isPending ? 'Subscribing…' : 'Get Deal Alerts'}
        </Button>
      </form>
      {problem && (
        <p id="newsletter-error" className={errorClass} role="alert">
          {problem}
        </p>
      )}
      {subscribe.isSuccess && (
        <p className={done} role="status">
          You’re on the list. Check your inbox for the next deal.
        </p>
      )}
    </section>
  );
}
