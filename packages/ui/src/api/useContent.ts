import { useMutation } from '@tanstack/react-query';
import type { ContactForm, NewsletterRequest, OkBody } from '@farewise/contracts';
import { useApiClient } from './FarewiseProvider';

/** `POST /api/contact` (spec 02 Contact): sends a contact-form message to support. No retry. */
export function useSendContactMessage() {
  const client = useApiClient();
  return useMutation<OkBody, Error, ContactForm>({ mutationFn: (body) => client.call('contact', { body }) });
}

/** `POST /api/newsletter` (spec 02 Travel deals): subscribes an email address to deal alerts. No retry. */
export function useSubscribeNewsletter() {
  const client = useApiClient();
  return useMutation<OkBody, Error, NewsletterRequest>({ mutationFn: (body) => client.call('newsletter', { body }) });
}
