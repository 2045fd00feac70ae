/** Postgres says 23505 when a unique index refuses a row; drizzle may wrap the driver's error. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code === '23505' || cause?.code === '23505';
}
