/**
 * The name of the unique index a failed insert or update broke, or undefined for any other error. PostgreSQL and
 * PGlite both report SQLSTATE 23505; Drizzle may wrap the driver's error as its `cause`.
 */
export function uniqueViolation(error: unknown): string | undefined {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}
