import { ConversationMessages } from '@art-market/domain/copy';
import { type ConversationSide, fieldErrorsOf } from '@art-market/domain/rules';
import { type AdminConversation, stopMessagingSchema } from '@art-market/domain/schemas';
import { useState } from 'react';
import { MessageThread } from '#web/components/conversations/message-thread.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { StatusBadge } from '#web/components/ui/status-badge.tsx';
import { TextAreaField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatOrderDate } from '#web/lib/dates.ts';
import { useMessagingStop, useReportedConversation, useReportedConversations } from '../api/reported-conversations.ts';

const SIDE_WORDS: Record<ConversationSide, string> = { customer: 'Collector', vendor: 'Artist' };

function PersonControls({ conversation, side }: { conversation: AdminConversation; side: ConversationSide }) {
  const name = side === 'customer' ? conversation.collectorName : conversation.studioName;
  const stop = conversation.stops[side];
  const change = useMessagingStop(conversation.id);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  function confirmStop() {
    const parsed = stopMessagingSchema.safeParse({ side, reason });
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.error.issues).reason);
      return;
    }
    change.mutate({ action: 'stop', side, reason: parsed.data.reason }, { onSuccess: () => setOpen(false) });
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span>
        {SIDE_WORDS[side]}: <span className="font-medium">{name}</span>
      </span>
      {stop ? (
        <>
          <StatusBadge tone="rejected">Stopped from messaging</StatusBadge>
          <span className="text-sm text-muted">{stop.reason}</span>
          <Button variant="secondary" disabled={change.isPending} onClick={() => change.mutate({ action: 'lift', side })}>
            Let {name} message again
          </Button>
        </>
      ) : (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Stop {name} from messaging
        </Button>
      )}
      {change.isError ? <Alert>{errorMessage(change.error, ConversationMessages.fetchFailed)}</Alert> : null}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Stop ${name} from messaging`}
        message={`${name} will read their conversations but send no message, in any conversation, until you lift this.`}
        confirmLabel="Stop messaging"
        pending={change.isPending}
        onConfirm={confirmStop}
      >
        <TextAreaField
          label="Reason (kept in the audit log)"
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
      </ConfirmDialog>
    </div>
  );
}

function ReportedConversation({ id }: { id: string }) {
  const conversation = useReportedConversation(id);
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
  return (
    <section aria-label={`Conversation about ${data.artwork.title}`} className="flex flex-col gap-6">
      <div className="flex flex-col gap-2 rounded-sm border border-line bg-white p-4">
        <h3 className="font-display text-xl">About “{data.artwork.title}”</h3>
        <ul aria-label="Reports" className="flex flex-col gap-1 text-sm">
          {data.reports.map((report) => (
            <li key={report.side}>
              Reported by the {SIDE_WORDS[report.side].toLowerCase()} on {formatOrderDate(report.createdAt, true)}:{' '}
              {report.reason}
            </li>
          ))}
        </ul>
        <PersonControls conversation={data} side="customer" />
        <PersonControls conversation={data} side="vendor" />
      </div>
      <MessageThread
        messages={data.messages}
        names={{ customer: data.collectorName, vendor: data.studioName }}
        yourSide={null}
        reader="admin"
      />
    </section>
  );
}

/** The console's reported conversations: nothing nobody reported is listed or readable here. */
export function ReportedConversationsTab() {
  const list = useReportedConversations();
  const [selected, setSelected] = useState<string | undefined>();
  if (list.isPending) return <Spinner label="Loading reported conversations…" />;
  if (list.isError) {
    return <ErrorPanel message={errorMessage(list.error, ConversationMessages.fetchFailed)} onRetry={() => list.refetch()} />;
  }
  if (list.data.conversations.length === 0) return <EmptyState title={ConversationMessages.emptyConsole} />;
  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <ul
        aria-label="Reported conversations"
        className="flex flex-col divide-y divide-line rounded-sm border border-line bg-white"
      >
        {list.data.conversations.map((row) => (
          <li key={row.id}>
            <button
              type="button"
              aria-current={row.id === selected ? 'true' : undefined}
              onClick={() => setSelected(row.id)}
              className="flex w-full flex-col gap-1 px-4 py-3 text-left hover:bg-ink/5 aria-[current=true]:bg-ink/5"
            >
              <span className="font-medium">
                {row.collectorName} and {row.studioName}
              </span>
              <span className="text-sm text-muted">
                {row.artwork.title} · reported {formatOrderDate(row.reportedAt)} · {row.reportCount}{' '}
                {row.reportCount === 1 ? 'report' : 'reports'}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div className="min-w-0">
        {selected ? (
          <ReportedConversation key={selected} id={selected} />
        ) : (
          <p className="text-muted">{ConversationMessages.chooseConversation}</p>
        )}
      </div>
    </div>
  );
}
