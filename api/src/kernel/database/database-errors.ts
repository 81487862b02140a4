/**
 * The constraint (or unique index) a unique violation (SQLSTATE 23505) hit, or null for other
 * errors. Drizzle wraps driver errors; PGlite and node-postgres both report `code` and
 * `constraint`.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as Error & { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}
