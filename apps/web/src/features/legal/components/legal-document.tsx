import type { ReactNode } from 'react';
import { useSiteInfo } from '#web/lib/site-info.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** The company that operates Art Market, from /api/site; a neutral phrase until it has loaded. */
export function useParentCompany(): string {
  return useSiteInfo().data?.parentCompany ?? 'the company operating Art Market';
}

export function LegalDocument({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}) {
  useDocumentTitle(title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-4xl sm:text-5xl">{title}</h1>
      <p className="mt-3 text-sm text-muted">Last updated: {updated}</p>
      <div className="mt-8 text-lg leading-relaxed">{intro}</div>
      <nav aria-label="On this page" className="mt-8 border-y border-line py-4">
        <ol className="list-decimal pl-5 text-sm">
          {sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#section-${index + 1}`} className="inline-flex min-h-9 items-center text-accent hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.heading} id={`section-${index + 1}`} className="mt-10 scroll-mt-6">
          <h2 className="text-2xl">
            {index + 1}. {section.heading}
          </h2>
          <div className="mt-3 flex flex-col gap-3 leading-relaxed text-ink/90 [&_ul]:list-disc [&_ul]:pl-6">{section.body}</div>
        </section>
      ))}
    </article>
  );
}
