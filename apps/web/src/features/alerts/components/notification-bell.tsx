import { bellLabel } from '@art-market/domain/copy';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { useUnreadCount } from '../api/alerts-api.ts';

/** The header's bell for a signed-in collector: the unread count, and the way to the list. */
export function NotificationBell() {
  const unread = useUnreadCount(true).data ?? 0;
  return (
    <Link
      to="/notifications"
      aria-label={bellLabel(unread)}
      className="relative inline-flex min-h-11 min-w-11 items-center justify-center px-2 hover:text-accent"
    >
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-1 right-0 inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs text-white tabular-nums"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
