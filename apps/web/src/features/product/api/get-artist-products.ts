import { MORE_FROM_ARTIST_LIMIT, type ProductCard } from '@art-market/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { getProducts } from '#web/lib/catalog/get-products.ts';

/** Up to 7 other works by the artist: ask for one more than needed, then drop the current one. */
export function useMoreFromArtist(artistName: string | undefined, currentId: string) {
  return useQuery({
    queryKey: ['products', 'more-from-artist', artistName, currentId],
    queryFn: async ({ signal }): Promise<ProductCard[]> => {
      const page = await getProducts({ artist: artistName ?? '' }, 1, MORE_FROM_ARTIST_LIMIT + 1, signal);
      return page.items.filter((product) => product.id !== currentId).slice(0, MORE_FROM_ARTIST_LIMIT);
    },
    enabled: Boolean(artistName),
  });
}
