/** A read-only profile as a tidy definition list. */
export function ProfileList({ entries }: { entries: readonly { label: string; value: string | null | undefined }[] }) {
  return (
    <dl className="grid gap-x-8 gap-y-4 border border-line bg-white p-6 sm:grid-cols-2">
      {entries.map((entry) => (
        <div key={entry.label}>
          <dt className="text-sm text-muted">{entry.label}</dt>
          <dd className="mt-1 break-words">{entry.value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
