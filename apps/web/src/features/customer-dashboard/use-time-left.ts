import { parseServerDate } from '@art-market/domain/rules';
import { useEffect, useState } from 'react';

/** Often enough for a minute-precise countdown, and an action vanishes within this long of its deadline. */
const TICK_MS = 30_000;

/** The current time, kept fresh while `active` (a card with no deadline does not tick). */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** Milliseconds from `now` until an ISO deadline; 0 when there is none or it has passed. */
export function msUntil(deadline: string | null, now: number): number {
  return deadline ? Math.max(0, parseServerDate(deadline).getTime() - now) : 0;
}

/** "23 h 10 min", "5 min", or "less than a minute": whole minutes left, never rounded up. */
export function timeLeftText(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  if (hours > 0) return `${hours} h ${minutes % 60} min`;
  return minutes > 0 ? `${minutes} min` : 'less than a minute';
}
