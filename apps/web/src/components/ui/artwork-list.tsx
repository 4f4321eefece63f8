import { CatalogMessages } from '@art-market/domain/rules';
import type { ReactNode } from 'react';
import { type ArtworkCardData, ArtworkGrid } from './artwork-grid.tsx';
import { ErrorPanel } from './error-panel.tsx';
import { Spinner } from './spinner.tsx';

export interface ArtworkListProps {
  isPending: boolean;
  /** The text to show when the call failed (without the 'Error: ' prefix), else null. */
  error: string | null;
  onRetry: () => void;
  cards: readonly ArtworkCardData[];
  loadingText?: string;
  empty: ReactNode;
  showDescription?: boolean;
  label?: string;
  /** Under the grid: the listing's page links. */
  footer?: ReactNode;
}

/** A product list with the spec's states: loading text, 'Error: {message}' with Retry, empty, the grid. */
export function ArtworkList({
  isPending,
  error,
  onRetry,
  cards,
  loadingText = CatalogMessages.loadingProducts,
  empty,
  showDescription = false,
  label,
  footer,
}: ArtworkListProps) {
  if (isPending) return <Spinner label={loadingText} />;
  if (error !== null && cards.length === 0) return <ErrorPanel message={`Error: ${error}`} onRetry={onRetry} />;
  if (cards.length === 0) return <>{empty}</>;
  return (
    <div className="flex flex-col gap-10">
      <ArtworkGrid cards={cards} eagerCount={4} showDescription={showDescription} label={label} />
      {error !== null ? <ErrorPanel message={`Error: ${error}`} onRetry={onRetry} /> : null}
      {footer}
    </div>
  );
}
