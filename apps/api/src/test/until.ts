/**
 * How long a test waits for what another part of the system does on its own time: a message over Redis, a
 * request reaching a lock, an upload starting. The wait ends as soon as the condition holds, so the budget
 * costs nothing on a quiet machine; it is long because two cores shared with other work can stall a step for
 * seconds. A condition that never holds still fails, after the budget.
 */
export const WAIT_BUDGET_MS = 15_000;

/** Checks `condition` every `everyMs` until it holds; throws naming `what` after `withinMs`. */
export async function until(
  what: string,
  condition: () => boolean | Promise<boolean>,
  { withinMs = WAIT_BUDGET_MS, everyMs = 10 }: { withinMs?: number; everyMs?: number } = {},
): Promise<void> {
  const deadline = performance.now() + withinMs;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`${what}: not seen within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
