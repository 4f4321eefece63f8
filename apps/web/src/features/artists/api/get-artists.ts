import type { Artist } from '@art-market/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export const artistsQueryKey = ['artists'] as const;

/** Artists with live work, A to Z (the server sorts). */
export function getArtists(): Promise<Artist[]> {
  return apiRequest<Artist[]>('/artists');
}

export function useArtists() {
  return useQuery({ queryKey: artistsQueryKey, queryFn: getArtists });
}
