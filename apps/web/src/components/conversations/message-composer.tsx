import { ConversationMessages } from '@art-market/domain/copy';
import { fieldErrorsOf, isAcceptedImageType, MESSAGE_IMAGE_LIMIT, UPLOAD_MAX_BYTES } from '@art-market/domain/rules';
import { messageInputSchema } from '@art-market/domain/schemas';
import { type FormEvent, useState } from 'react';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { ImageFilesField } from '../ui/image-files-field.tsx';
import { TextAreaField } from '../ui/text-field.tsx';

/** The browser's check of chosen images, with the server's rules and words. */
function imagesProblem(files: readonly File[]): string | undefined {
  if (files.length > MESSAGE_IMAGE_LIMIT) return ConversationMessages.tooManyImages;
  if (files.some((file) => !isAcceptedImageType(file.type))) return ConversationMessages.imagesOnly;
  if (files.some((file) => file.size > UPLOAD_MAX_BYTES)) return ConversationMessages.imageTooLarge;
  return undefined;
}

/**
 * Writes a reply: plain text checked with the server's schema, up to three images. `send` answers once the
 * server took it (the form then clears) or fails with the server's message shown above the button.
 */
export function MessageComposer({
  send,
  pending,
  error,
  label = 'Your message',
}: {
  send: (message: { body: string; images: File[] }) => Promise<unknown>;
  pending: boolean;
  error: string | undefined;
  label?: string;
}) {
  const [body, setBody] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ body?: string; images?: string }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = messageInputSchema.safeParse({ body });
    const imageError = imagesProblem(images);
    if (!parsed.success || imageError) {
      setErrors({ body: parsed.success ? undefined : fieldErrorsOf(parsed.error.issues).body, images: imageError });
      return;
    }
    try {
      await send({ body: parsed.data.body, images });
      setBody('');
      setImages([]);
    } catch {
      // The caller shows the server's message.
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-label="Reply">
      <TextAreaField
        label={label}
        rows={4}
        value={body}
        error={errors.body}
        onChange={(event) => {
          setBody(event.target.value);
          setErrors((current) => ({ ...current, body: undefined }));
        }}
      />
      <ImageFilesField
        label="Images (optional)"
        hint={ConversationMessages.imageHint}
        error={errors.images}
        files={images}
        listLabel="Chosen images"
        gridClassName="grid-cols-3 sm:grid-cols-6"
        onChoose={(chosen) => {
          setImages((current) => [...current, ...chosen]);
          setErrors((current) => ({ ...current, images: undefined }));
        }}
        onRemove={(index) => {
          setImages((current) => current.filter((_, at) => at !== index));
          setErrors((current) => ({ ...current, images: undefined }));
        }}
      />
      {error ? <Alert>{error}</Alert> : null}
      <Button type="submit" className="self-end" disabled={pending}>
        {pending ? 'Sending…' : 'Send'}
      </Button>
    </form>
  );
}
