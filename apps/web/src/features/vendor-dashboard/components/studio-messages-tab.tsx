import { ConversationMessages, unreadText } from '@art-market/domain/copy';
import { useSearchParams } from 'react-router';
import { ConversationInbox } from '#web/components/conversations/conversation-inbox.tsx';
import { useConversationList } from '#web/lib/conversations-api.ts';

/** The studio's conversations with collectors; a mailed link's `?conversation=` opens that one. */
export function StudioMessagesTab({ vendorId }: { vendorId: string }) {
  const [params, setParams] = useSearchParams();
  return (
    <ConversationInbox
      audience={{ role: 'vendor', vendorId }}
      selectedId={params.get('conversation') ?? undefined}
      onSelect={(id) => setParams({ tab: 'messages', conversation: id }, { replace: true })}
      emptyText={ConversationMessages.emptyStudio}
    />
  );
}

/** The unread count on the Messages tab. */
export function StudioUnreadBadge({ vendorId }: { vendorId: string }) {
  const list = useConversationList({ role: 'vendor', vendorId });
  const unread = list.data?.unread ?? 0;
  return unread > 0 ? <span className="ml-2 rounded-full bg-accent px-2 text-xs text-white">{unreadText(unread)}</span> : null;
}
