import { ConversationMessages } from '@art-market/domain/copy';
import { collectorConversationPath, fieldErrorsOf } from '@art-market/domain/rules';
import { messageInputSchema } from '@art-market/domain/schemas';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextAreaField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useAskTheArtist } from '../api/ask-the-artist.ts';

/** The first question to the artist: plain text by the server's own schema; sent, it opens the conversation. */
export function AskTheArtistForm({ productId }: { productId: string }) {
  const ask = useAskTheArtist();
  const navigate = useNavigate();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();

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
  );
}
