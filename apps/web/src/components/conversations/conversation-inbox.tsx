import { ConversationMessages, unreadText } from '@art-market/domain/copy';
import { errorMessage } from '#web/lib/api-client.ts';
import { type ConversationAudience, useConversationList } from '#web/lib/conversations-api.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { ErrorPanel } from '../ui/error-panel.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { ConversationList } from './conversation-list.tsx';
import { ConversationPanel } from './conversation-panel.tsx';

/** The reader's conversations beside the one chosen (the collector's Messages page and the studio's tab). */
export function ConversationInbox({
  audience,
  selectedId,
  onSelect,
  emptyText,
}: {
  audience: ConversationAudience;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  emptyText: string;
}) {
  const list = useConversationList(audience);
  if (list.isPending) return <Spinner label="Loading messages…" />;
  if (list.isError) {
    return <ErrorPanel message={errorMessage(list.error, ConversationMessages.fetchFailed)} onRetry={() => list.refetch()} />;
  }
  const { conversations, unread } = list.data;
  if (conversations.length === 0 && !selectedId) return <EmptyState title={emptyText} />;
  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <div className="flex flex-col gap-2">
        <p className="text-sm text-muted" aria-live="polite">
          {unreadText(unread)}
        </p>
        <ConversationList conversations={conversations} reader={audience.role} selectedId={selectedId} onSelect={onSelect} />
      </div>
      <div className="min-w-0">
        {selectedId ? (
          <ConversationPanel key={selectedId} audience={audience} id={selectedId} />
        ) : (
          <p className="text-muted">{ConversationMessages.chooseConversation}</p>
        )}
      </div>
    </div>
  );
}
