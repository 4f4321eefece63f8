import { ConversationMessages } from '@art-market/domain/copy';
import { collectorConversationPath } from '@art-market/domain/rules';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ConversationInbox } from '#web/components/conversations/conversation-inbox.tsx';
import { useSession } from '#web/lib/session.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

const AUDIENCE = { role: 'customer' } as const;

/** /messages and /messages/{id}: the collector's conversations with artists (docs/product/conversations.md). */
export function MessagesPage() {
  useDocumentTitle('Messages');
  const { conversationId } = useParams();
  const navigate = useNavigate();
  const { customerToken } = useSession();
  if (!customerToken) {
    const here = conversationId ? collectorConversationPath(conversationId) : '/messages';
    return <Navigate to="/login" replace state={{ redirectTo: here }} />;
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <p className="text-sm">
        <Link to="/customer-dashboard" className="text-accent underline underline-offset-4">
          My account
        </Link>
      </p>
      <h1 className="mt-2 mb-8 text-3xl sm:text-4xl">Messages</h1>
      <ConversationInbox
        audience={AUDIENCE}
        selectedId={conversationId}
        onSelect={(id) => void navigate(collectorConversationPath(id))}
        emptyText={ConversationMessages.emptyCollector}
      />
    </div>
  );
}
