import { ConversationMessages } from '@art-market/domain/copy';
import { collectorConversationPath, fieldErrorsOf } from '@art-market/domain/rules';
import { messageInputSchema } from '@art-market/domain/schemas';
import { MessageCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TextAreaField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';
import { useArtworkConversation, useAskTheArtist } from '../api/ask-the-artist.ts';

/**
 * "Ask the artist" on the artwork page: signed out, it asks the collector to log in first; with a
 * conversation about this work already, it opens that one; otherwise it writes the first message.
 */
export function AskTheArtist({ productId, title, artistName }: { productId: string; title: string; artistName: string }) {
  const { customerToken } = useSession();
  const signedIn = customerToken !== null;
  const existing = useArtworkConversation(productId, signedIn);
  const ask = useAskTheArtist();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();

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

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = messageInputSchema.safeParse({ body });
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.error.issues).body);
      return;
    }
    ask.mutate(
      { productId, body: parsed.data.body },
      { onSuccess: ({ conversationId }) => void navigate(collectorConversationPath(conversationId)) },
    );
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
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <TextAreaField
            label="Your question"
            rows={5}
            value={body}
            error={error}
            onChange={(event) => {
              setBody(event.target.value);
              setError(undefined);
            }}
          />
          {ask.isError ? <Alert>{errorMessage(ask.error, ConversationMessages.sendFailed)}</Alert> : null}
          <Button type="submit" className="self-end" disabled={ask.isPending}>
            {ask.isPending ? 'Sending…' : 'Send'}
          </Button>
        </form>
      </Modal>
    </>
  );
}
