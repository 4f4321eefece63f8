import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A titled home section with an optional "More" link. The link's text names the section for screen readers
 * and search engines ("More Indian Art"), while the eye sees "More" beside the heading.
 */
export function HomeSection({
  id,
  title,
  intro,
  moreTo,
  moreLabel,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  moreTo?: string;
  moreLabel?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-6 border-t border-line py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h2 id={id} className="text-2xl sm:text-3xl">
            {title}
          </h2>
          {intro ? <p className="text-muted">{intro}</p> : null}
        </div>
        {moreTo ? (
          <Link to={moreTo} className="inline-flex min-h-11 items-center text-sm font-medium text-accent hover:underline">
            {moreLabel ?? (
              <>
                More <span className="sr-only">{title}</span>
              </>
            )}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

export function SectionEmpty({ children = 'New works arrive here soon.' }: { children?: ReactNode }) {
  return <p className="text-sm text-muted">{children}</p>;
}
