import { CATEGORY_GROUPS, categoryPath } from '@art-market/domain';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

const FEATURED = ['Nature', 'Wildlife', 'People & Portraits', 'Urban & Cityscapes', 'Abstract Art', 'Indian Art'];

/** A calm gallery entrance until the catalogue-backed home page arrives. */
export function HomePage() {
  useDocumentTitle(null);
  const landingGroups = CATEGORY_GROUPS.filter((group) => group.landingPath !== null);
  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6">
      <section className="grid gap-10 py-16 sm:py-24 lg:grid-cols-[3fr_2fr] lg:items-end">
        <div>
          <p className="text-sm font-medium tracking-widest text-accent uppercase">Original art, directly from artists</p>
          <h1 className="mt-4 max-w-3xl text-4xl leading-tight sm:text-6xl">Find the work you will live with for years.</h1>
          <p className="mt-6 max-w-xl text-lg text-muted">
            Paintings, drawings and mixed media from independent studios, each piece one of a kind and shipped with care from the
            artist’s hands to your wall.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={categoryPath('Abstract Art')}>
              Explore abstract art <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
            <ButtonLink to="/vendor-registration" variant="secondary">
              Sell your art
            </ButtonLink>
          </div>
        </div>
        <nav aria-label="Featured collections" className="border-t border-line pt-6 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-10">
          <h2 className="text-xl">Featured collections</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-6">
            {FEATURED.map((item) => (
              <li key={item}>
                <Link to={categoryPath(item)} className="flex min-h-11 items-center text-ink hover:text-accent">
                  {item}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>
      <section aria-labelledby="browse-heading" className="border-t border-line py-12">
        <h2 id="browse-heading" className="text-2xl sm:text-3xl">
          Browse the gallery
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {landingGroups.map((group) => (
            <li key={group.name}>
              <Link
                to={group.landingPath ?? '/'}
                className="flex min-h-24 flex-col justify-between border border-line bg-white p-4 hover:border-ink"
              >
                <span className="font-display text-xl">{group.name}</span>
                <span className="text-sm text-muted">{group.items.length} collections</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
