import {
  COLLECTION_DESCRIPTION_MAX,
  COLLECTION_SLUG_MAX,
  COLLECTION_TITLE_MAX,
  collectionPath,
  collectionSlugOf,
  formatUsd,
} from '@art-market/domain/rules';
import type { AdminCollection, CollectionArtwork } from '@art-market/domain/schemas';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { TextAreaField, TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage, readFailure } from '#web/lib/api-client.ts';
import { useCollectionArtworkSearch, useSaveCollection } from '../api/admin-collections.ts';

/**
 * Creates or edits one curated collection (docs/product/collections.md): the slug follows the title until the admin
 * types one; artworks are added by search and ordered with Move up / Move down buttons (keyboard and screen-reader
 * friendly, each move announced); the cover is one of them.
 */
export function CollectionEditor({
  collection,
  onDone,
}: {
  collection?: AdminCollection;
  onDone: (saved?: AdminCollection) => void;
}) {
  const [title, setTitle] = useState(collection?.title ?? '');
  const [slug, setSlug] = useState(collection?.slug ?? '');
  const [slugTyped, setSlugTyped] = useState(Boolean(collection));
  const [description, setDescription] = useState(collection?.description ?? '');
  const [artworks, setArtworks] = useState<CollectionArtwork[]>(collection?.artworks ?? []);
  const [coverId, setCoverId] = useState<string | null>(collection?.coverProductId ?? null);
  const [isPublished, setPublished] = useState(collection?.isPublished ?? false);
  const [isFeatured, setFeatured] = useState(collection?.isFeatured ?? false);
  const [words, setWords] = useState('');
  const [searched, setSearched] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const search = useCollectionArtworkSearch(searched);
  const save = useSaveCollection();
  const headingId = useId();
  const shownSlug = slugTyped ? slug : collectionSlugOf(title);
  const fieldErrors = readFailure(save.error).fieldErrors;

  const move = (index: number, by: -1 | 1) => {
    const next = [...artworks];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(index + by, 0, moved);
    setArtworks(next);
    setAnnouncement(`${moved.title} moved to position ${index + by + 1} of ${next.length}`);
  };
  const remove = (artwork: CollectionArtwork) => {
    setArtworks(artworks.filter((candidate) => candidate.id !== artwork.id));
    if (coverId === artwork.id) setCoverId(null);
    setAnnouncement(`${artwork.title} removed`);
  };
  const add = (artwork: CollectionArtwork) => {
    setArtworks([...artworks, artwork]);
    setAnnouncement(`${artwork.title} added at position ${artworks.length + 1}`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        id: collection?.id,
        input: {
          title,
          slug: shownSlug,
          description,
          artworkIds: artworks.map((artwork) => artwork.id),
          coverProductId: coverId,
          isPublished,
          isFeatured: isPublished && isFeatured,
        },
      },
      { onSuccess: (saved) => onDone(saved) },
    );
  };

  return (
    <form onSubmit={submit} aria-labelledby={headingId} className="flex flex-col gap-6" noValidate>
      <h3 id={headingId} className="text-xl">
        {collection ? `Edit ${collection.title}` : 'New collection'}
      </h3>
      <TextField
        label="Title"
        value={title}
        maxLength={COLLECTION_TITLE_MAX}
        required
        onChange={(event) => setTitle(event.target.value)}
        error={fieldErrors.title}
      />
      <TextField
        label="Slug"
        value={shownSlug}
        maxLength={COLLECTION_SLUG_MAX}
        hint={`The address: ${collectionPath(shownSlug || '…')}. Lower-case letters, digits and hyphens.`}
        onChange={(event) => {
          setSlugTyped(true);
          setSlug(event.target.value);
        }}
        error={fieldErrors.slug}
      />
      <TextAreaField
        label="Description"
        value={description}
        maxLength={COLLECTION_DESCRIPTION_MAX}
        onChange={(event) => setDescription(event.target.value)}
        error={fieldErrors.description}
      />

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-medium">Artworks, in the order visitors see them</legend>
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
        {artworks.length === 0 ? <p className="text-sm text-muted">No artworks yet: add some by search below.</p> : null}
        <ol className="flex flex-col gap-2">
          {artworks.map((artwork, index) => (
            <li key={artwork.id} className="flex flex-wrap items-center gap-3 rounded-sm border border-line p-2">
              <span className="w-6 text-right text-sm text-muted">{index + 1}.</span>
              {artwork.imageUrl ? <img src={artwork.imageUrl} alt="" className="size-12 object-cover" /> : null}
              <span className="min-w-40 flex-1">
                <span className="font-medium">{artwork.title}</span>
                <span className="block text-sm text-muted">
                  {artwork.artistName} · {formatUsd(artwork.totalPrice)}
                  {artwork.isShown ? '' : ' · not shown (sold or off sale)'}
                </span>
              </span>
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="cover"
                  className="size-5 accent-accent"
                  checked={coverId === artwork.id}
                  onChange={() => setCoverId(artwork.id)}
                />
                Cover <span className="sr-only">: {artwork.title}</span>
              </label>
              <Button
                variant="ghost"
                disabled={index === 0}
                onClick={() => move(index, -1)}
                aria-label={`Move ${artwork.title} up`}
              >
                Up
              </Button>
              <Button
                variant="ghost"
                disabled={index === artworks.length - 1}
                onClick={() => move(index, 1)}
                aria-label={`Move ${artwork.title} down`}
              >
                Down
              </Button>
              <Button variant="ghost" onClick={() => remove(artwork)} aria-label={`Remove ${artwork.title}`}>
                Remove
              </Button>
            </li>
          ))}
        </ol>
        {fieldErrors.artworkIds ? <Alert>{fieldErrors.artworkIds}</Alert> : null}
        {fieldErrors.coverProductId ? <Alert>{fieldErrors.coverProductId}</Alert> : null}
      </fieldset>

      <div className="flex flex-col gap-3 rounded-sm border border-line p-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-60 flex-1">
            <TextField
              label="Find artworks to add"
              type="search"
              value={words}
              onChange={(event) => setWords(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  setSearched(words.trim());
                }
              }}
            />
          </div>
          <Button variant="secondary" onClick={() => setSearched(words.trim())}>
            Search
          </Button>
        </div>
        {search.isFetching ? <p className="text-sm text-muted">Searching…</p> : null}
        {search.isError ? <Alert>{errorMessage(search.error, 'The search failed. Please try again.')}</Alert> : null}
        {search.data && search.data.length === 0 ? <p className="text-sm text-muted">No live artwork matches.</p> : null}
        {search.data && search.data.length > 0 ? (
          <ul aria-label="Search results" className="flex flex-col gap-2">
            {search.data.map((artwork) => {
              const added = artworks.some((candidate) => candidate.id === artwork.id);
              return (
                <li key={artwork.id} className="flex items-center gap-3">
                  <span className="flex-1">
                    {artwork.title} <span className="text-sm text-muted">by {artwork.artistName}</span>
                  </span>
                  <Button
                    variant="secondary"
                    disabled={added}
                    onClick={() => add(artwork)}
                    aria-label={`${added ? 'Added' : 'Add'} ${artwork.title}`}
                  >
                    {added ? 'Added' : 'Add'}
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>

      <div className="flex flex-col gap-1">
        <CheckboxField
          label="Published (visible in the storefront)"
          checked={isPublished}
          onChange={(event) => setPublished(event.target.checked)}
        />
        {fieldErrors.isPublished ? <Alert>{fieldErrors.isPublished}</Alert> : null}
        <CheckboxField
          label="Featured on the home page"
          checked={isPublished && isFeatured}
          disabled={!isPublished}
          onChange={(event) => setFeatured(event.target.checked)}
        />
      </div>

      {save.isError && Object.keys(fieldErrors).length === 0 ? (
        <Alert>{errorMessage(save.error, 'The collection could not be saved. Please try again.')}</Alert>
      ) : null}
      <div className="flex gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save collection'}
        </Button>
        <Button variant="secondary" onClick={() => onDone()}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
