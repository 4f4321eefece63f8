/** Skeletons while a table or a set of cards loads. */
export function TableSkeleton({ label = 'Loading…', rows = 4 }: { label?: string; rows?: number }) {
  return (
    <div role="status" className="flex flex-col gap-2 rounded-sm border border-line bg-white p-4">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} aria-hidden="true" className="h-8 animate-pulse rounded-sm bg-ink/5 motion-reduce:animate-none" />
      ))}
    </div>
  );
}
