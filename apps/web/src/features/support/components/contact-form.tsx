import { ContactMessages, ENQUIRY_LABELS } from '@art-market/domain/copy';
import { ENQUIRY_TYPES } from '@art-market/domain/rules';
import { type ContactMessage, type ContactMessageInput, contactMessageSchema } from '@art-market/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextAreaField, TextField } from '#web/components/ui/text-field.tsx';
import { fieldRegistrar } from '#web/lib/form-fields.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

const ENQUIRY_OPTIONS = ENQUIRY_TYPES.map((type) => ({ value: type, label: ENQUIRY_LABELS[type] }));
const EMPTY = { Name: '', Email: '', Subject: '', Message: '' };

/** The form; `prefill` (a message about one artwork) fills the fields that are still empty when it arrives. */
export function ContactForm({ prefill }: { prefill?: Partial<ContactMessageInput> | undefined }) {
  const send = useSendContactMessage();
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    reValidateMode: 'onSubmit',
    defaultValues: EMPTY,
  });
  const field = fieldRegistrar(form, () => {
    if (send.isError || send.isSuccess) send.reset();
  });

  useEffect(() => {
    if (!prefill) return;
    for (const [name, value] of Object.entries(prefill) as [keyof ContactMessageInput, string][]) {
      if (!form.getValues(name)) form.setValue(name, value);
    }
  }, [prefill, form]);

  function submit(message: ContactMessage) {
    send.mutate(message, { onSuccess: () => form.reset(EMPTY) });
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5" aria-labelledby="contact-heading">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Full name" autoComplete="name" required {...field('Name')} />
        <TextField label="Email" type="email" autoComplete="email" required {...field('Email')} />
      </div>
      <SelectField
        label="Enquiry type"
        placeholder="Choose an enquiry type"
        options={ENQUIRY_OPTIONS}
        required
        {...field('OrderType')}
      />
      <TextField label="Subject" required {...field('Subject')} />
      <TextAreaField label="Message" rows={6} required {...field('Message')} />
      {send.isError ? <Alert>{send.error.message}</Alert> : null}
      {send.isSuccess ? <Alert tone="success">{ContactMessages.sent}</Alert> : null}
      <Button type="submit" disabled={send.isPending} className="self-start">
        {send.isPending ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
