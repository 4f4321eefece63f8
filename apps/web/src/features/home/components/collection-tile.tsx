import type { LatestImage } from '@art-market/domain/rules';
import { Link } from 'react-router';
import { ArtworkImage } from '#web/components/ui/artwork-image.tsx';

function imageOf(latest: LatestImage | undefined) {
  if (!latest) return { url: null, width: undefined, height: undefined };
  if (typeof latest === 'string') return { url: latest, width: undefined, height: undefined };
  return latest;
}

/**
 * A collection, group or artist tile: the latest work's picture in a 4:5 frame, cropped to cover, so
 * every tile in a row has the same size (never letterboxed).
 */
export function CollectionTile({
  to,
  name,
  latestImage,
  caption,
}: {
  to: string;
  name: string;
  latestImage: LatestImage | undefined;
  caption?: string;
}) {
  const image = imageOf(latestImage);
  return (
    <Link to={to} className="group flex flex-col gap-2">
      <div className="aspect-4/5 w-full overflow-hidden bg-ink/5">
        <ArtworkImage
          url={image.url}
          width={image.width}
          height={image.height}
          alt=""
          fit="cover"
          sizes="(min-width: 1024px) 20vw, 50vw"
          className="transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
        />
      </div>
      <span className="font-display text-lg leading-snug group-hover:text-accent">{name}</span>
      {caption ? <span className="-mt-2 text-sm text-muted">{caption}</span> : null}
    </Link>
  );
}
