import { useEffect } from 'react';

export const SITE_NAME = 'Art Market';

/** Sets the tab title to "{page} · Art Market" (or just the site name on the home page). */
export function useDocumentTitle(page: string | null): void {
  useEffect(() => {
    document.title = page ? `${page} · ${SITE_NAME}` : SITE_NAME;
  }, [page]);
}
