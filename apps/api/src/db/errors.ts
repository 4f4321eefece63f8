/** PostgreSQL's unique_violation, whether the driver error arrives bare or wrapped by Drizzle (in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 4 && current instanceof Object; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
