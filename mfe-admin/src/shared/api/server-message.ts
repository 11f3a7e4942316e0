/** The `message` of a JSON error body inside an apiFetch-style error, if there is one. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const body = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' && parsed.message !== '' ? parsed.message : undefined;
  } catch {
    return undefined;
  }
}
