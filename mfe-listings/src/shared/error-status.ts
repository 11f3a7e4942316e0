/** The status code at the front of an apiFetch error ('404: Not found' -> 404), else null. */
export function errorStatus(error: unknown): number | null {
  const message = error instanceof Error ? error.message : String(error ?? '');
  const match = /^(\d{3}):/.exec(message);
  return match ? Number(match[1]) : null;
}
