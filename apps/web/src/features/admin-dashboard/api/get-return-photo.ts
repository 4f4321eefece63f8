import { useQuery } from '@tanstack/react-query';
import { getAdminFile } from './get-admin-file.ts';

/** A collector's return photo: private, fetched with the admin's token and shown from memory. */
export async function getReturnPhoto(photoUrl: string): Promise<string> {
  return (await getAdminFile(photoUrl)).dataUrl();
}

export function useReturnPhoto(photoUrl: string) {
  return useQuery({
    queryKey: ['admin-return-photo', photoUrl],
    queryFn: () => getReturnPhoto(photoUrl),
    staleTime: Number.POSITIVE_INFINITY,
    // A collector's photos are not kept in memory once the list is left.
    gcTime: 0,
  });
}
