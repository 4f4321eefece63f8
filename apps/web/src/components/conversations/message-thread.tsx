import type { ConversationSide } from '@art-market/domain/rules';
import type { ConversationMessage } from '@art-market/domain/schemas';
import { ImageOff } from 'lucide-react';
import { useMessageImage } from '#web/lib/conversations-api.ts';
import { formatOrderDate } from '#web/lib/dates.ts';

function MessageImage({ url, alt, role }: { url: string; alt: string; role: 'customer' | 'vendor' | 'admin' }) {
  const image = useMessageImage(url, role);
  if (image.isPending) {
    return (
      <div role="status" className="size-24 animate-pulse rounded-sm bg-ink/5 motion-reduce:animate-none">
        <span className="sr-only">Loading image…</span>
      </div>
    );
  }
  if (image.isError) {
    return (
      <button
        type="button"
        onClick={() => void image.refetch()}
        className="flex size-24 flex-col items-center justify-center gap-1 rounded-sm border border-dashed border-line text-xs text-muted"
      >
        <ImageOff aria-hidden="true" className="size-4" />
        Image failed. Retry
      </button>
    );
  }
  return (
    <a href={image.data} target="_blank" rel="noreferrer" className="block">
      <img src={image.data} alt={alt} className="max-h-48 w-auto rounded-sm border border-line object-contain" />
    </a>
  );
}

/**
 * The messages of a conversation, oldest first. Each is plain text (React escapes it; line breaks kept)
 * under its writer's display name; `yourSide` marks the reader's own as "You".
 */
export function MessageThread({
  messages,
  names,
  yourSide,
  reader,
}: {
  messages: readonly ConversationMessage[];
  names: Record<ConversationSide, string>;
  yourSide: ConversationSide | null;
  /** Whose token fetches the images. */
  reader: 'customer' | 'vendor' | 'admin';
}) {
  return (
    <ol aria-label="Messages" className="flex flex-col gap-4">
      {messages.map((message) => {
        const mine = message.from === yourSide;
        const author = mine ? 'You' : names[message.from];
        return (
          <li key={message.id} className={`flex flex-col gap-1 ${mine ? 'items-end' : 'items-start'}`}>
            <article
              aria-label={`${author}, ${formatOrderDate(message.createdAt, true)}`}
              className={`max-w-[36rem] rounded-sm border px-4 py-3 ${mine ? 'border-accent/30 bg-accent/5' : 'border-line bg-white'}`}
            >
              <p className="text-xs text-muted">
                <span className="font-medium text-ink">{author}</span> ·{' '}
                <time dateTime={message.createdAt}>{formatOrderDate(message.createdAt, true)}</time>
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words">{message.body}</p>
              {message.images.length > 0 ? (
                <ul aria-label="Images" className="mt-2 flex flex-wrap gap-2">
                  {message.images.map((image, index) => (
                    <li key={image.url}>
                      <MessageImage url={image.url} role={reader} alt={`Image ${index + 1} sent by ${author}`} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
