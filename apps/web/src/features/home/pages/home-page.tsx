import {
  CATEGORY_GROUPS,
  CatalogMessages,
  COLLECTIONS_PATH,
  categoryPath,
  collectionPath,
  HOME_AFFORDABLE_COUNT,
  HOME_FEATURED_COLLECTIONS,
  HOME_GALLERY_GROUPS,
  type HomeCatalog,
  navigationSlug,
  PRICE_RANGE_ITEMS,
  type ProductCard,
} from '@art-market/domain/rules';
import { useMemo } from 'react';
import { ArtworkGrid } from '#web/components/ui/artwork-grid.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { usePageMeta } from '#web/components/ui/use-page-meta.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useHomeCatalog } from '../api/get-home-catalog.ts';
import { CollectionTile } from '../components/collection-tile.tsx';
import { HomeHero } from '../components/home-hero.tsx';
import { HomeSection, SectionEmpty } from '../components/home-section.tsx';
import { shuffled } from '../shuffle.ts';

const AFFORDABLE_PATH = categoryPath(PRICE_RANGE_ITEMS.affordable);
const tileGrid = 'grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-4';

export function HomePage() {
  usePageMeta(null, 'Art Market: original paintings and artworks, straight from the studios of independent artists.');
  const home = useHomeCatalog();
  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6">
      <HomeHero artworks={home.data?.latest ?? []} loading={home.isPending} />
      {home.isPending ? <Spinner label={CatalogMessages.loadingProducts} /> : null}
      {home.isError ? (
        <ErrorPanel
          message={`Error: ${errorMessage(home.error, CatalogMessages.fetchLatestProducts)}`}
          onRetry={() => void home.refetch()}
        />
      ) : null}
      {home.data ? <HomeSections home={home.data} /> : null}
    </div>
  );
}

function ProductsOrEmpty({ products, label, eagerCount = 0 }: { products: ProductCard[]; label: string; eagerCount?: number }) {
  if (products.length === 0) return <SectionEmpty />;
  return <ArtworkGrid cards={products} label={label} eagerCount={eagerCount} />;
}

function HomeSections({ home }: { home: HomeCatalog }) {
  const collectionImage = (name: string) => home.collections.find((entry) => entry.slug === navigationSlug(name))?.latestImage;
  // Shuffled once per answer, so re-renders do not reorder the artists under the reader.
  const artists = useMemo(() => shuffled(home.artists), [home.artists]);
  return (
    <>
      <HomeSection id="home-latest" title="Latest artworks" intro="Fresh from the studios.">
        <ProductsOrEmpty products={home.latest} label="Latest artworks" />
      </HomeSection>

      {/* Curated collections the console features come first, then the spec's theme collections (docs/product/collections.md). */}
      <HomeSection id="home-collections" title="Featured Collections" moreTo={COLLECTIONS_PATH} moreLabel="All collections">
        <ul className={tileGrid}>
          {home.featuredCollections.map((collection) => (
            <li key={`curated-${collection.slug}`}>
              <CollectionTile
                to={collectionPath(collection.slug)}
                name={collection.title}
                latestImage={collection.cover ? { ...collection.cover, isPrimary: true } : undefined}
                caption="Curated collection"
              />
            </li>
          ))}
          {HOME_FEATURED_COLLECTIONS.map((item) => (
            <li key={item}>
              <CollectionTile to={categoryPath(item)} name={item} latestImage={collectionImage(item)} />
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection
        id="home-spotlight"
        title="Spotlight"
        intro="Signature works from established hands."
        moreTo={categoryPath(PRICE_RANGE_ITEMS.luxury)}
      >
        <ProductsOrEmpty products={home.spotlight} label="Spotlight" />
      </HomeSection>

      <HomeSection id="home-glimpse" title="Gallery Glimpse">
        <ul className={tileGrid}>
          {HOME_GALLERY_GROUPS.map((name) => {
            const group = CATEGORY_GROUPS.find((candidate) => candidate.name === name);
            return (
              <li key={name}>
                <CollectionTile
                  to={group?.landingPath ?? `/${navigationSlug(name)}`}
                  name={name}
                  latestImage={collectionImage(name)}
                  caption={group ? `${group.items.length} collections` : undefined}
                />
              </li>
            );
          })}
        </ul>
      </HomeSection>

      <HomeSection id="home-indian" title="Indian Art" moreTo={categoryPath('Indian Art')}>
        <ProductsOrEmpty products={home.indianArt} label="Indian Art" />
      </HomeSection>

      <HomeSection id="home-affordable" title="Affordable Art" intro="Original work under $500." moreTo={AFFORDABLE_PATH}>
        <ProductsOrEmpty products={home.affordable.slice(0, HOME_AFFORDABLE_COUNT)} label="Affordable Art" />
      </HomeSection>

      <HomeSection id="home-world" title="World Art" intro="European and Asian art.">
        <ProductsOrEmpty products={home.worldArt} label="World Art" />
      </HomeSection>

      <HomeSection id="home-artists" title="Explore Artists">
        {artists.length === 0 ? (
          <SectionEmpty>Artists will appear here soon.</SectionEmpty>
        ) : (
          <ul className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-5">
            {artists.map((artist) => (
              <li key={artist.artistName}>
                <CollectionTile
                  to={`/artists/${encodeURIComponent(artist.artistName)}`}
                  name={artist.artistName}
                  latestImage={artist.latestImage}
                  caption={artist.artistType}
                />
              </li>
            ))}
          </ul>
        )}
      </HomeSection>
    </>
  );
}
