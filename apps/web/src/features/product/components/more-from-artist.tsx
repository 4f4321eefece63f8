import { CatalogMessages } from '@art-market/domain/rules';
import { ArtworkList } from '#web/components/ui/artwork-list.tsx';
import { catalogErrorText } from '#web/lib/catalog/catalog-request.ts';
import { useMoreFromArtist } from '../api/get-artist-products.ts';

export function MoreFromArtist({ artistName, currentId }: { artistName: string; currentId: string }) {
  const more = useMoreFromArtist(artistName, currentId);
  return (
    <ArtworkList
      isPending={more.isPending}
      error={more.isError ? catalogErrorText(more.error, CatalogMessages.fetchProducts) : null}
      onRetry={() => void more.refetch()}
      cards={more.data ?? []}
      label={`More from ${artistName}`}
      empty={<p className="text-sm text-muted">No other artworks from this artist at the moment.</p>}
    />
  );
}
