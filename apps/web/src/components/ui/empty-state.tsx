import type { ReactNode } from 'react';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-sm border border-dashed border-line bg-white px-6 py-10">
      <p className="font-display text-xl">{title}</p>
      {children}
    </div>
  );
}
