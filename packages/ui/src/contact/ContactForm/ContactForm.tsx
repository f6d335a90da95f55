import { useEffect, useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CONTACT_CATEGORIES, ContactForm as ContactFormSchema, type ContactForm as Message } from '@farewise/contracts';
import { CheckCircle2, Send } from 'lucide-react';
import { describeError } from '../../api/client';
import { useSendContactMessage } from '../../api/useContent';
import { Stack } from '../../layout/Stack';
import { Tiles } from '../../layout/Tiles';
import { Button } from '../../primitives/Button';
import { FormField } from '../../primitives/FormField';
import { Input } from '../../primitives/Input';
import { Select } from '../../primitives/Select';
import { Textarea } from '../../primitives/Textarea';
import { failure, success, successTitle } from './ContactForm.css';

// The category starts unchosen, so the select shows its placeholder.
const BLANK = { name: '', email: '', subject: '', message: '' };
const REQUIRED = ['name', 'email', 'subject', 'category', 'message'] as const;
const CATEGORY_OPTIONS = CONTACT_CATEGORIES.map((category) => ({ value: category, label: category }));

/**
 * The contact form (spec 02 Contact, §5, §8, §9): name, email, subject, one of the ten categories and the message,
 * all required and marked *, checked with the contracts' `ContactForm`. Submit stays disabled until every field is
 * filled, and while sending (`POST /api/contact`). Success shows "Message Sent Successfully!" and Send Another
 * Message brings back a blank form; a failure keeps everything typed and says why.
 */
export function ContactForm() {
  const send = useSendContactMessage();
  // Sending disables the focused button, which drops focus to the page: the failure takes it, so keyboard and
  // screen-reader users land on what went wrong.
  const failureRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (send.isError) failureRef.current?.focus();
  }, [send.isError]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Message>({ resolver: zodResolver(ContactFormSchema), defaultValues: BLANK });
  const values = useWatch({ control });
  const complete = REQUIRED.every((key) => (values[key] ?? '').trim() !== '');

  if (send.isSuccess) {
    return (
      <div className={success} role="status">
        <CheckCircle2 size={40} aria-hidden="true" />
        <h2 className={successTitle}>Message Sent Successfully!</h2>
        <p>Thanks for getting in touch. We’ll reply to your email within 24 hours.</p>
        <Button
          variant="outline"
          onClick={() => {
            reset();
            send.reset();
          }}
        >
          Send Another Message
        </Button>
      </div>
    );
  }

  const submit = handleSubmit((message) => send.mutate(message));
  return (
    <Stack as="form" space="lg" onSubmit={submit} noValidate aria-label="Contact us" aria-busy={send.isPending}>
      <Tiles columns={{ mobile: 1, tablet: 2 }} space="lg">
        <FormField label="Name" error={errors.name?.message} required>
          {(props) => <Input {...props} {...register('name')} autoComplete="name" />}
        </FormField>
        <FormField label="Email" error={errors.email?.message} required>
          {(props) => <Input {...props} {...register('email')} type="email" autoComplete="email" />}
        </FormField>
      </Tiles>
      <Tiles columns={{ mobile: 1, tablet: 2 }} space="lg">
        <FormField label="Subject" error={errors.subject?.message} required>
          {(props) => <Input {...props} {...register('subject')} />}
        </FormField>
        <FormField label="Category" error={errors.category?.message} required>
          {(props) => (
            <Controller
              control={control}
              name="category"
              render={({ field }) => (
                <Select
                  {...props}
                  options={CATEGORY_OPTIONS}
                  placeholder="Choose a category"
                  value={field.value}
                  onValueChange={field.onChange}
                  name={field.name}
                />
              )}
            />
          )}
        </FormField>
      </Tiles>
      <FormField label="Message" error={errors.message?.message} required>
        {(props) => <Textarea {...props} {...register('message')} rows={6} />}
      </FormField>
      {send.isError && (
        <p className={failure} role="alert" tabIndex={-1} ref={failureRef}>
          Your message wasn’t sent: {describeError(send.error)}. Everything you typed is still here; please try again.
        </p>
      )}
      <Button type="submit" disabled={!complete || send.isPending}>
        <Send size={16} aria-hidden="true" />
        {send.isPending ? 'Sending…' : 'Send Message'}
      </Button>
    </Stack>
  );
}
