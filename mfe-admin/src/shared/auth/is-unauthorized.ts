/** The BFF answers a missing or expired admin session with 401 `{"message":"Unauthorized"}`. */
export function isUnauthorized(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.message.startsWith('401') && error.message.includes('Unauthorized');
}
