import { CATEGORY_GROUPS } from '@art-market/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { getHomeCatalog, homeCatalogQueryKey } from '#web/features/home/api/get-home-catalog.ts';

/**
 * Each group's picture for the mega-menu: the newest work of the group, else of its first item that
 * has one. Read from the home answer (one call, shared with the home page), only once a menu opens.
 */
export function useGroupImages(wanted: boolean): Map<string, string> {
  const home = useQuery({ queryKey: homeCatalogQueryKey, queryFn: getHomeCatalog, enabled: wanted });
  const byName = new Map((home.data?.collections ?? []).map((entry) => [entry.name, entry.latestImage]));
  const images = new Map<string, string>();
  for (const group of CATEGORY_GROUPS) {
    const url = [group.name, ...group.items].map((name) => byName.get(name)).find(Boolean);
    if (url) images.set(group.name, url);
  }
  return images;
}
