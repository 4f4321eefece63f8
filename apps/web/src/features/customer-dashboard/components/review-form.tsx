import { ReviewMessages } from '@art-market/domain/copy';
import { fieldErrorsOf, REVIEW_BODY_MAX, REVIEW_TITLE_MAX, UPLOAD_MAX_BYTES } from '@art-market/domain/rules';
import { type OwnReview, reviewInputSchema } from '@art-market/domain/schemas';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextAreaField, TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage, readFailure } from '#web/lib/api-client.ts';
import type { ReviewSubmission } from '../api/order-reviews.ts';

type ReviewField = 'rating' | 'title' | 'body' | 'photo';

/**
 * Stars, a title, the words and one optional photo (docs/product/reviews.md). Checked with the API's own
 * schema before sending; the server's field errors come back under the same fields.
 */
export function ReviewForm({
  vendorOrderId,
  review,
  onSubmit,
  onCancel,
  pending,
  failure,
}: {
  vendorOrderId: string;
  review: OwnReview | null;
  onSubmit: (submission: ReviewSubmission) => Promise<unknown>;
  onCancel: () => void;
  pending: boolean;
  failure: unknown;
}) {
  const [rating, setRating] = useState<number | null>(review?.rating ?? null);
  const [title, setTitle] = useState(review?.title ?? '');
  const [body, setBody] = useState(review?.body ?? '');
  const [photo, setPhoto] = useState<File | 'remove' | null>(null);
  const [errors, setErrors] = useState<Partial<Record<ReviewField, string>>>({});
  const edit = (field: ReviewField, apply: () => void, problem?: string) => {
    apply();
    setErrors((current) => ({ ...current, [field]: problem }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = reviewInputSchema.safeParse({ rating: rating ?? undefined, title, body });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    if (errors.photo) return;
    await onSubmit({ vendorOrderId, reviewId: review?.id ?? null, fields: parsed.data, photo }).catch((error: unknown) =>
      setErrors(readFailure(error).fieldErrors),
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <StarChoice value={rating} error={errors.rating} onChange={(stars) => edit('rating', () => setRating(stars))} />
      <TextField
        label="Title"
        required
        maxLength={REVIEW_TITLE_MAX}
        value={title}
        error={errors.title}
        onChange={(event) => edit('title', () => setTitle(event.target.value))}
      />
      <TextAreaField
        label="Your review"
        hint={`Plain text, up to ${REVIEW_BODY_MAX.toLocaleString('en')} characters (${body.length.toLocaleString('en')} so far).`}
        maxLength={REVIEW_BODY_MAX}
        value={body}
        error={errors.body}
        onChange={(event) => edit('body', () => setBody(event.target.value))}
      />
      <PhotoField
        current={review?.photoUrl ?? null}
        chosen={photo}
        error={errors.photo}
        onChange={(next, problem) => edit('photo', () => setPhoto(next), problem)}
      />
      {failure ? <Alert>{errorMessage(failure, ReviewMessages.fetchFailed)}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : review ? 'Save changes' : 'Post review'}
        </Button>
      </div>
    </form>
  );
}

function StarChoice({
  value,
  error,
  onChange,
}: {
  value: number | null;
  error: string | undefined;
  onChange: (stars: number) => void;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-ink">
        Your rating
        <span aria-hidden="true" className="text-accent">
          {' '}
          *
        </span>
      </legend>
      <div className="flex flex-wrap gap-x-4">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              name="rating"
              value={stars}
              checked={value === stars}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(stars)}
              className="size-5 accent-accent"
            />
            {stars === 1 ? '1 star' : `${stars} stars`}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One optional photo, checked here for size and type as the server will (the server checks the content). */
function PhotoField({
  current,
  chosen,
  error,
  onChange,
}: {
  current: string | null;
  chosen: File | 'remove' | null;
  error: string | undefined;
  onChange: (photo: File | 'remove' | null, problem?: string) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Photo (optional)
      </label>
      {current && chosen !== 'remove' && !(chosen instanceof File) ? (
        <div className="flex items-center gap-3">
          <img src={current} alt="Attached to your review" className="h-20 w-auto rounded-sm border border-line" />
          <Button variant="ghost" onClick={() => onChange('remove')}>
            Remove photo
          </Button>
        </div>
      ) : null}
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="text-sm"
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          if (!file) return onChange(null);
          if (file.size > UPLOAD_MAX_BYTES) return onChange(null, ReviewMessages.photoTooLarge);
          if (!file.type.startsWith('image/')) return onChange(null, ReviewMessages.photoImagesOnly);
          return onChange(file);
        }}
      />
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
