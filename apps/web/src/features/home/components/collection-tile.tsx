import type { LatestImage } from '@art-market/domain';
import { Link } from 'react-router';
import { ArtworkImage } from '../../../components/ui/artwork-image.tsx';

function imageOf(latest: LatestImage | undefined) {
  if (!latest) return { url: null, width: undefined, height: undefined };
  if (typeof latest === 'string') return { url: latest, width: undefined, height: undefined };
  return latest;
}

/** A collection, group or artist tile: the latest work's picture in a calm 4:5 frame (contained, not cropped). */
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
      <div className="aspect-4/5 w-full bg-white">
        <ArtworkImage url={image.url} width={image.width} height={image.height} alt="" fit="contain" />
      </div>
      <span className="font-display text-lg leading-snug group-hover:text-accent">{name}</span>
      {caption ? <span className="-mt-2 text-sm text-muted">{caption}</span> : null}
    </Link>
  );
}
