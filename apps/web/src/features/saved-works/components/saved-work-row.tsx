import { SavedWorksMessages } from '@art-market/domain/copy';
import { formatUsd } from '@art-market/domain/rules';
import type { SavedWork } from '@art-market/domain/schemas';
import { Link } from 'react-router';
import { SaveArtworkButton } from '#web/components/saved/save-artwork-button.tsx';
import { ArtworkImage, artworkAlt } from '#web/components/ui/artwork-image.tsx';
import { type BadgeTone, StatusBadge } from '#web/components/ui/status-badge.tsx';
import { formatOrderDate } from '#web/lib/dates.ts';

function stateBadge(work: SavedWork): { tone: BadgeTone; text: string } {
  switch (work.state) {
    case 'sold':
      return { tone: 'sold', text: SavedWorksMessages.sold };
    case 'unavailable':
      return { tone: 'inactive', text: SavedWorksMessages.unavailable };
    case 'reserved':
      return {
        tone: 'pending',
        text: work.reservedUntil ? `Reserved until ${formatOrderDate(work.reservedUntil, true)}` : 'Reserved',
      };
    default:
      return { tone: 'live', text: SavedWorksMessages.available };
  }
}

/** One saved work as it is now: its state, its price and whether the price moved since it was saved. */
export function SavedWorkRow({ work }: { work: SavedWork }) {
  const badge = stateBadge(work);
  const change = work.priceChange;
  return (
    <li className="flex items-start gap-4 border-b border-line py-4">
      <Link to={`/product/${work.productId}`} className="w-24 shrink-0 sm:w-32">
        <ArtworkImage
          url={work.image?.url}
          width={work.image?.width}
          height={work.image?.height}
          alt={artworkAlt(work.title, work.artistName)}
          sizes="8rem"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link to={`/product/${work.productId}`} className="font-display text-lg leading-snug hover:text-accent">
          {work.title}
        </Link>
        <p className="text-sm text-muted">{work.artistName}</p>
        <p className="text-sm font-medium tabular-nums">{formatUsd(work.totalPrice)}</p>
        {change ? (
          <p className="text-sm tabular-nums">
            Price {change.to < change.from ? 'dropped' : 'changed'} from {formatUsd(change.from)} to {formatUsd(change.to)} since
            you saved it
          </p>
        ) : null}
        <div>
          <StatusBadge tone={badge.tone}>{badge.text}</StatusBadge>
        </div>
        <p className="text-xs text-muted">Saved {formatOrderDate(work.savedAt)}</p>
      </div>
      <SaveArtworkButton artworkId={work.productId} title={work.title} />
    </li>
  );
}
