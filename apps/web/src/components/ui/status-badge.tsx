import type { ReactNode } from 'react';

export type BadgeTone = 'pending' | 'live' | 'sold' | 'inactive' | 'rejected' | 'info';

/** A status is a coloured badge that always carries its text (docs/product/studio-and-console.md#tables-and-badges). */
const tones: Record<BadgeTone, string> = {
  pending: 'border-amber-300 bg-amber-50 text-amber-900',
  live: 'border-green-300 bg-green-50 text-green-900',
  sold: 'border-sky-300 bg-sky-50 text-sky-900',
  inactive: 'border-line bg-ink/5 text-muted',
  rejected: 'border-red-300 bg-red-50 text-red-900',
  info: 'border-line bg-white text-ink',
};

export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-medium ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
