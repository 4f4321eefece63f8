import { CollectionMessages, collectionPath } from '@art-market/domain/rules';
import type { AdminCollection } from '@art-market/domain/schemas';
import { useState } from 'react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useAdminCollections, useDeleteCollection } from '../api/admin-collections.ts';
import { CollectionEditor } from './collection-editor.tsx';

type Editing = { kind: 'new' } | { kind: 'edit'; collection: AdminCollection } | null;

/** The console's curated collections: the list, and the editor for a new or a chosen one. */
export function CollectionsTab() {
  const collections = useAdminCollections();
  const remove = useDeleteCollection();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState('');

  if (editing) {
    return (
      <CollectionEditor
        key={editing.kind === 'edit' ? editing.collection.id : 'new'}
        collection={editing.kind === 'edit' ? editing.collection : undefined}
        onDone={(saved) => {
          setEditing(null);
          setNotice(saved ? CollectionMessages.saved : '');
        }}
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-muted">Hand-picked artworks, shown at /collections and, when featured, on the home page.</p>
        <Button onClick={() => setEditing({ kind: 'new' })}>New collection</Button>
      </div>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {remove.isError ? <Alert>{errorMessage(remove.error, 'The collection could not be deleted.')}</Alert> : null}
      {collections.isPending ? <Spinner label="Loading collections..." /> : null}
      {collections.isError ? (
        <ErrorPanel
          message={errorMessage(collections.error, 'Collections could not be loaded.')}
          onRetry={() => void collections.refetch()}
        />
      ) : null}
      {collections.data?.length === 0 ? <p className="text-muted">No collections yet.</p> : null}
      {collections.data && collections.data.length > 0 ? (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Collections</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2">
                Title
              </th>
              <th scope="col">Address</th>
              <th scope="col">State</th>
              <th scope="col">Artworks shown</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {collections.data.map((collection) => (
              <tr key={collection.id} className="border-b border-line">
                <td className="py-2 font-medium">{collection.title}</td>
                <td>{collectionPath(collection.slug)}</td>
                <td>{collection.isPublished ? (collection.isFeatured ? 'Published, featured' : 'Published') : 'Draft'}</td>
                <td>
                  {collection.artworks.filter((artwork) => artwork.isShown).length} of {collection.artworks.length}
                </td>
                <td className="flex gap-2 py-1">
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setNotice('');
                      setEditing({ kind: 'edit', collection });
                    }}
                    aria-label={`Edit ${collection.title}`}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    disabled={remove.isPending}
                    onClick={() => {
                      if (window.confirm(`Delete the collection "${collection.title}"? Its artworks stay on sale.`)) {
                        remove.mutate(collection.id, { onSuccess: () => setNotice(CollectionMessages.deleted) });
                      }
                    }}
                    aria-label={`Delete ${collection.title}`}
                  >
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
