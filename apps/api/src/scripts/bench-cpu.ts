import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type pg from 'pg';

// CPU read from /proc (Linux): a process's, the machine's, and PostgreSQL's processes working for one database.

/** Clock ticks per second of /proc's CPU times. */
const clockTicks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** The CPU milliseconds (user + system) a process has used so far, or undefined where /proc is not there. */
export function processCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (in parentheses, which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
  } catch {
    return undefined;
  }
}

/** Every core's busy time so far (all but idle and I/O wait; guest time is inside user), from /proc/stat. */
export function machineCpuMs(): number | undefined {
  try {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
    const busy = [0, 1, 2, 5, 6, 7].reduce((sum, index) => sum + (fields[index] ?? 0), 0);
    return Number.isFinite(busy) && fields.length > 7 ? (busy * 1000) / clockTicks : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The PostgreSQL processes working for this bench: this database's backends (the app's pool) and the
 * helpers every commit goes through. Other databases' clients (other work on a shared server) are left out.
 */
export async function postgresPids(monitor: pg.Client): Promise<number[]> {
  const { rows } = await monitor.query<{ pid: number }>(
    `select pid from pg_stat_activity where pid <> pg_backend_pid()
     and (datname = current_database() or backend_type in ('walwriter', 'checkpointer', 'background writer'))`,
  );
  return rows.map((row) => row.pid);
}

/** The CPU each of these processes has used so far; one that has exited is left out. */
export function postgresCpuMs(pids: number[]): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    const ms = processCpuMs(pid);
    if (ms !== undefined) used.set(pid, ms);
  }
  return used;
}
