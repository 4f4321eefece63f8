import type { FollowedArtist } from '@art-market/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { COLLECTOR_LISTS_ROOT } from '#web/lib/saved-state.ts';

export const followedArtistsQueryKey = (token: string | null) => [...COLLECTOR_LISTS_ROOT, 'following', token] as const;

export function getFollowedArtists(): Promise<FollowedArtist[]> {
  return apiRequest<FollowedArtist[]>('/me/following', { role: 'customer' });
}

export function useFollowedArtists(token: string | null) {
  return useQuery({ queryKey: followedArtistsQueryKey(token), queryFn: getFollowedArtists, enabled: token !== null });
}
