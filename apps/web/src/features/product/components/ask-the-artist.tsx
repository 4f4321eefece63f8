import { ConversationMessages } from '@art-market/domain/copy';
import { collectorConversationPath } from '@art-market/domain/rules';
import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useSession } from '#web/lib/session.ts';
import { useArtworkConversation } from '../api/ask-the-artist.ts';

// The form checks with the domain's zod schema: loaded when the dialog opens, never with the artwork page's first paint (ADR 0011).
const AskTheArtistForm = lazy(() => import('./ask-the-artist-form.tsx').then((module) => ({ default: module.AskTheArtistForm })));

/**
 * "Ask the artist" on the artwork page: signed out, it asks the collector to log in first; with a
 * conversation about this work already, it opens that one; otherwise it writes the first message.
 */
export function AskTheArtist({ productId, title, artistName }: { productId: string; title: string; artistName: string }) {
  const { customerToken } = useSession();
  const signedIn = customerToken !== null;
  const existing = useArtworkConversation(productId, signedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);

  if (signedIn && existing.data?.conversationId) {
    return (
      <ButtonLink variant="secondary" to={collectorConversationPath(existing.data.conversationId)} className="self-start">
        <MessageCircle aria-hidden="true" className="size-4" />
        {ConversationMessages.openConversation}
      </ButtonLink>
    );
  }

  function press() {
    if (!signedIn) {
      void navigate('/login', {
        state: { redirectTo: `${location.pathname}${location.search}`, message: ConversationMessages.loginToAsk },
      });
      return;
    }
    setOpen(true);
  }

  return (
    <>
      <Button variant="secondary" onClick={press} className="self-start">
        <MessageCircle aria-hidden="true" className="size-4" />
        {ConversationMessages.askTheArtist}
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={`Ask ${artistName} about “${title}”`}
        description={ConversationMessages.askHelp}
      >
        {open ? (
          <Suspense fallback={<Spinner label="Loading…" />}>
            <AskTheArtistForm productId={productId} />
          </Suspense>
        ) : null}
      </Modal>
    </>
  );
}
