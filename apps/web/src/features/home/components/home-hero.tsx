import { ARTWORK_IMAGE_SIZES, heroArtworks, type ProductCard } from '@art-market/domain/rules';
import { Link } from 'react-router';
import { primaryImage } from '#web/components/ui/artwork-grid.tsx';
import { ArtworkImage, artworkAlt } from '#web/components/ui/artwork-image.tsx';

// The boxes are sized before the answer arrives: nothing below them moves.
const mainBox = 'aspect-4/5 w-full sm:aspect-4/3';
const sideBox = 'aspect-square w-full';
const captionBox = 'h-12';

/** The home page opens with art: the newest available works, the first one large. */
export function HomeHero({ artworks, loading }: { artworks: readonly ProductCard[]; loading: boolean }) {
  const [main, ...others] = heroArtworks(artworks);
  const withArt = main !== undefined || loading;
  return (
    <section
      aria-labelledby="home-hero"
      className={`grid gap-8 py-8 sm:py-12 ${withArt ? 'lg:grid-cols-[2fr_3fr] lg:items-center' : ''}`}
    >
      <div className="flex flex-col gap-6">
        <div>
          <p className="text-sm font-medium tracking-widest text-accent uppercase">Original art, directly from artists</p>
          <h1 id="home-hero" className="mt-4 text-4xl leading-tight sm:text-5xl">
            Find the work you will live with for years.
          </h1>
        </div>
        {others.length > 0 ? (
          <ul aria-label="More new works" className="hidden grid-cols-2 gap-4 lg:grid">
            {others.map((artwork) => (
              <li key={artwork.id}>
                <HeroArtwork artwork={artwork} box={sideBox} sizes="15vw" />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {main ? (
        <HeroArtwork artwork={main} box={mainBox} sizes={ARTWORK_IMAGE_SIZES} eager large />
      ) : loading ? (
        <div aria-hidden="true" className="flex flex-col gap-2">
          <div className={`${mainBox} animate-pulse bg-ink/5 motion-reduce:animate-none`} />
          <div className={captionBox} />
        </div>
      ) : null}
    </section>
  );
}

function HeroArtwork({
  artwork,
  box,
  sizes,
  eager = false,
  large = false,
}: {
  artwork: ProductCard;
  box: string;
  sizes: string;
  eager?: boolean;
  large?: boolean;
}) {
  const image = primaryImage(artwork.images);
  return (
    <Link to={`/product/${artwork.id}`} className="group flex flex-col gap-2">
      <div className={`${box} overflow-hidden bg-white`}>
        <ArtworkImage
          url={image?.url}
          width={image?.width}
          height={image?.height}
          alt={artworkAlt(artwork.title, artwork.artistName)}
          eager={eager}
          fit="contain"
          sizes={sizes}
        />
      </div>
      <span className={`flex flex-col ${large ? captionBox : ''}`}>
        <span className={`truncate font-display leading-snug group-hover:text-accent ${large ? 'text-xl' : 'text-base'}`}>
          {artwork.title}
        </span>
        <span className="truncate text-sm text-muted">{artwork.artistName}</span>
      </span>
    </Link>
  );
}
