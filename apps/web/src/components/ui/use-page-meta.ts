import { useEffect } from 'react';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

/** Sets the tab title ("{title} · Art Market") and the page's meta description. */
export function usePageMeta(title: string | null, description: string): void {
  useDocumentTitle(title);
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
}
