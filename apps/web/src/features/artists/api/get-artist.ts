import type { Artist } from '@art-market/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export const artistQueryKey = (name: string) => ['artist', name] as const;

/** One artist's studio: banner, logo, bio and place; 404 when the name has no live work. */
export function getArtist(name: string): Promise<Artist> {
  return apiRequest<Artist>(`/artists/${encodeURIComponent(name)}`);
}

export function useArtist(name: string) {
  return useQuery({ queryKey: artistQueryKey(name), queryFn: () => getArtist(name), retry: false, enabled: name !== '' });
}
