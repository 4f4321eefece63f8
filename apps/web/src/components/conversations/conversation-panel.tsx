import { ConversationMessages } from '@art-market/domain/copy';
import { fieldErrorsOf } from '@art-market/domain/rules';
import { reportConversationSchema } from '@art-market/domain/schemas';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '#web/lib/api-client.ts';
import { type ConversationAudience, useConversation, useReportConversation, useSendMessage } from '#web/lib/conversations-api.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { ErrorPanel } from '../ui/error-panel.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { TextAreaField } from '../ui/text-field.tsx';
import { ConversationOffer } from './conversation-offer.tsx';
import { MessageComposer } from './message-composer.tsx';
import { MessageThread } from './message-thread.tsx';

function ReportButton({ audience, id }: { audience: ConversationAudience; id: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const report = useReportConversation(audience, id);
  function confirm() {
    const parsed = reportConversationSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.error.issues).reason);
      return;
    }
    report.mutate(parsed.data.reason, { onSuccess: () => setOpen(false) });
  }
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" className="size-4" />
        Report
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Report this conversation"
        message="Our team will read this conversation and can stop a person from sending messages."
        confirmLabel="Report"
        pending={report.isPending}
        onConfirm={confirm}
      >
        <TextAreaField
          label="What is wrong?"
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
        {report.isError ? <Alert>{errorMessage(report.error, ConversationMessages.reportFailed)}</Alert> : null}
      </ConfirmDialog>
    </>
  );
}

/** One conversation as one of its people reads it: the artwork, the thread, the reply and the report. */
export function ConversationPanel({ audience, id }: { audience: ConversationAudience; id: string }) {
  const conversation = useConversation(audience, id);
  const send = useSendMessage(audience, id);
  if (conversation.isPending) return <Spinner label="Loading the conversation…" />;
  if (conversation.isError) {
    return (
      <ErrorPanel
        message={errorMessage(conversation.error, ConversationMessages.fetchFailed)}
        onRetry={() => conversation.refetch()}
      />
    );
  }
  const data = conversation.data;
  const other = data.yourSide === 'customer' ? data.studioName : data.collectorName;
  return (
    <section aria-labelledby={`conversation-${id}`} className="flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-line pb-4">
        <div>
          <h3 id={`conversation-${id}`} className="font-display text-xl">
            {other}
          </h3>
          <p className="text-sm text-muted">
            About{' '}
            <Link to={`/product/${data.artwork.id}`} className="underline underline-offset-4">
              {data.artwork.title}
            </Link>{' '}
            by {data.artwork.artistName}
          </p>
        </div>
        {data.reportedByYou ? (
          <p className="text-sm text-muted">{ConversationMessages.alreadyReported}</p>
        ) : (
          <ReportButton audience={audience} id={id} />
        )}
      </header>
      <ConversationOffer audience={audience} conversationId={id} />
      <MessageThread
        messages={data.messages}
        names={{ customer: data.collectorName, vendor: data.studioName }}
        yourSide={data.yourSide}
        reader={audience.role}
      />
      {data.canSend ? (
        <MessageComposer
          label={`Your reply to ${other}`}
          pending={send.isPending}
          error={send.isError ? errorMessage(send.error, ConversationMessages.sendFailed) : undefined}
          send={(message) => send.mutateAsync(message)}
        />
      ) : (
        <Alert tone="info">{ConversationMessages.youAreStopped}</Alert>
      )}
    </section>
  );
}
