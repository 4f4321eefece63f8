import { unreadText } from '@art-market/domain/copy';
import type { ConversationSummary } from '@art-market/domain/schemas';
import { formatOrderDate } from '#web/lib/dates.ts';
import { StatusBadge } from '../ui/status-badge.tsx';

/** The reader's conversations, newest first: the other person, the artwork, the last word and what is unread. */
export function ConversationList({
  conversations,
  reader,
  selectedId,
  onSelect,
}: {
  conversations: readonly ConversationSummary[];
  reader: 'customer' | 'vendor';
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}) {
  return (
    <ul aria-label="Conversations" className="flex flex-col divide-y divide-line rounded-sm border border-line bg-white">
      {conversations.map((row) => {
        const other = reader === 'customer' ? row.studioName : row.collectorName;
        return (
          <li key={row.id}>
            <button
              type="button"
              aria-current={row.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(row.id)}
              className="flex w-full flex-col gap-1 px-4 py-3 text-left hover:bg-ink/5 aria-[current=true]:bg-ink/5"
            >
              <span className="flex items-center justify-between gap-2">
                <span className="font-medium">{other}</span>
                {row.unread > 0 ? <StatusBadge tone="pending">{unreadText(row.unread)}</StatusBadge> : null}
              </span>
              <span className="text-sm text-muted">
                {row.artwork.title} · {formatOrderDate(row.lastMessageAt)}
              </span>
              <span className="line-clamp-1 text-sm">{row.lastMessage}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
