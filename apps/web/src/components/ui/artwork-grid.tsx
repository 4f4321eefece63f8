import { type CatalogImage, formatUsd } from '@art-market/domain/rules';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { SaveArtworkButton } from '../saved/save-artwork-button.tsx';
import { ArtworkImage, artworkAlt } from './artwork-image.tsx';

/** What a gallery card shows: image, title, artist, total price, "Sold" on sold work. */
export interface ArtworkCardData {
  id: string;
  title: string;
  artistName: string;
  totalPrice: number;
  isSoldOut: boolean;
  images: readonly CatalogImage[];
  /** The start of the description (list cards carry no full text). */
  excerpt?: string;
}

export function primaryImage(images: readonly CatalogImage[] | undefined): CatalogImage | undefined {
  return images?.find((image) => image.isPrimary) ?? images?.[0];
}

function aspectRatio(image: CatalogImage | undefined): number {
  if (!image || !(image.width > 0) || !(image.height > 0)) return 0.8;
  // Clamp extreme panoramas and scrolls so one work cannot take a whole row.
  return Math.min(2.5, Math.max(0.4, image.width / image.height));
}

function shortened(text: string, length = 110): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= length ? clean : `${clean.slice(0, length).replace(/\s+\S*$/, '')}…`;
}

export function SoldBadge() {
  return <span className="inline-block border border-ink px-2 py-0.5 text-xs font-semibold tracking-wider uppercase">Sold</span>;
}

export function ArtworkCard({
  card,
  eager = false,
  showDescription = false,
}: {
  card: ArtworkCardData;
  eager?: boolean;
  showDescription?: boolean;
}) {
  const image = primaryImage(card.images);
  // The heart sits over the image but outside the link: a button inside a link is neither valid nor reachable.
  return (
    <div className="relative">
      <Link to={`/product/${card.id}`} className="group flex flex-col gap-2">
        <div className="relative">
          <ArtworkImage
            url={image?.url}
            width={image?.width}
            height={image?.height}
            alt={artworkAlt(card.title, card.artistName)}
            eager={eager}
            className={`transition-opacity group-hover:opacity-90 ${card.isSoldOut ? 'opacity-80' : ''}`}
          />
        </div>
        <div className="flex flex-col gap-0.5">
          <h3 className="font-display text-base leading-snug group-hover:text-accent sm:text-lg">{card.title}</h3>
          <p className="text-sm text-muted">{card.artistName}</p>
          {showDescription && card.excerpt ? <p className="text-sm text-muted">{shortened(card.excerpt)}</p> : null}
          <p className="flex items-center gap-2 text-sm font-medium tabular-nums">
            {formatUsd(card.totalPrice)}
            {card.isSoldOut ? <SoldBadge /> : null}
          </p>
        </div>
      </Link>
      <div className="absolute top-2 right-2">
        <SaveArtworkButton artworkId={card.id} title={card.title} overlay />
      </div>
    </div>
  );
}

/**
 * Each artwork keeps its aspect ratio. Phones get two columns; wider screens a justified
 * row layout (flex items grow in proportion to their aspect ratio, so a row shares one image height).
 */
export function ArtworkGrid({
  cards,
  eagerCount = 0,
  showDescription = false,
  label,
}: {
  cards: readonly ArtworkCardData[];
  eagerCount?: number;
  showDescription?: boolean;
  label?: string;
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-x-4 gap-y-8 sm:flex sm:flex-wrap sm:gap-x-6 sm:gap-y-10">
      {cards.map((card, index) => {
        const ratio = aspectRatio(primaryImage(card.images));
        return (
          <li
            key={card.id}
            style={{ '--ratio': ratio } as CSSProperties}
            className="min-w-0 sm:grow-(--ratio) sm:basis-[calc(var(--ratio)*14rem)] lg:basis-[calc(var(--ratio)*16rem)]"
          >
            <ArtworkCard card={card} eager={index < eagerCount} showDescription={showDescription} />
          </li>
        );
      })}
      {/* Keeps the last row from stretching a lone work across the page. */}
      <li aria-hidden="true" className="hidden sm:block sm:grow-[10] sm:basis-0" />
    </ul>
  );
}
