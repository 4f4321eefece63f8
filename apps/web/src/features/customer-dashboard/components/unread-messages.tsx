import { unreadText } from '@art-market/domain/copy';
import { useConversationList } from '#web/lib/conversations-api.ts';

/** " (2 unread)" after the Messages link, when the artists wrote something the collector has not read. */
export function UnreadMessages() {
  const list = useConversationList({ role: 'customer' });
  const unread = list.data?.unread ?? 0;
  return unread > 0 ? <span> ({unreadText(unread)})</span> : null;
}
