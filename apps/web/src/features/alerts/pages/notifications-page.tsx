import { AlertMessages } from '@art-market/domain/copy';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TablePager } from '#web/components/ui/table-pager.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatOrderDate } from '#web/lib/dates.ts';
import { useSession } from '#web/lib/session.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useAlertPreferences, useMarkRead, useNotifications } from '../api/alerts-api.ts';
import { AlertPreferencesForm } from '../components/alert-preferences-form.tsx';

/** The list behind the bell, newest first, and the alert settings under it (the digest links here). */
export function NotificationsPage() {
  useDocumentTitle('Notifications');
  const { customerToken } = useSession();
  if (!customerToken) return <Navigate to="/login" replace state={{ redirectTo: '/notifications' }} />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <NotificationList />
      <section aria-labelledby="alerts-heading" id="alerts" className="mt-12">
        <h2 id="alerts-heading" className="mb-4 text-2xl">
          Alert settings
        </h2>
        <Preferences />
      </section>
    </div>
  );
}

function NotificationList() {
  const [page, setPage] = useState(1);
  const list = useNotifications(page);
  const markRead = useMarkRead();
  return (
    <section aria-labelledby="notifications-heading">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="notifications-heading" className="text-3xl sm:text-4xl">
          Notifications
        </h1>
        {list.data && list.data.unread > 0 ? (
          <Button variant="secondary" disabled={markRead.isPending} onClick={() => markRead.mutate('all')}>
            Mark all as read
          </Button>
        ) : null}
      </div>
      <div className="mt-6">
        {list.isPending ? <Spinner label="Loading your notifications…" /> : null}
        {list.isError ? (
          <ErrorPanel message={errorMessage(list.error, AlertMessages.fetchNotifications)} onRetry={() => list.refetch()} />
        ) : null}
        {list.data?.total === 0 ? <EmptyState title={AlertMessages.noNotifications} /> : null}
        {list.data && list.data.total > 0 ? (
          <>
            <ul className="divide-y divide-line border-y border-line">
              {list.data.items.map((item) => (
                <li key={item.id} className="flex items-start justify-between gap-4 py-4">
                  <div>
                    <Link
                      to={`/product/${item.productId}`}
                      onClick={() => (item.read ? undefined : markRead.mutate([item.id]))}
                      className={`underline-offset-4 hover:underline ${item.read ? 'text-muted' : 'font-semibold'}`}
                    >
                      {item.message}
                    </Link>
                    <p className="mt-1 text-xs text-muted">{formatOrderDate(item.createdAt, true)}</p>
                  </div>
                  {item.read ? null : (
                    <Button
                      variant="secondary"
                      className="min-h-9 shrink-0 px-3 text-xs"
                      onClick={() => markRead.mutate([item.id])}
                    >
                      Mark as read
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            <div className="mt-4">
              <TablePager paging={{ page, pageSize: list.data.pageSize, total: list.data.total, onPageChange: setPage }} />
            </div>
          </>
        ) : null}
      </div>
    </section>
  );
}

function Preferences() {
  const preferences = useAlertPreferences();
  if (preferences.isPending) return <Spinner label="Loading your alert settings…" />;
  if (preferences.isError) {
    return (
      <ErrorPanel
        message={errorMessage(preferences.error, AlertMessages.savePreferencesFailed)}
        onRetry={() => preferences.refetch()}
      />
    );
  }
  return <AlertPreferencesForm preferences={preferences.data} />;
}
