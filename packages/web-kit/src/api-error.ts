/**
 * Marks an ApiError across bundles. The shell and each remote compile in their own copy of this
 * module, so an error thrown by the shell's fetcher fails `instanceof` in a remote; the symbol,
 * from the global registry, is the same in every copy.
 */
const API_ERROR = Symbol.for('@reedmere/web-kit/ApiError');

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

/** A 400 lists what is wrong as `errors: [{ field, message }]`; the first message per field. */
function readFieldErrors(status: number, body: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  const errors = field(body, 'errors');
  if (status !== 400 || !Array.isArray(errors)) return found;
  for (const item of errors as unknown[]) {
    const name = field(item, 'field');
    const message = field(item, 'message');
    if (typeof name === 'string' && typeof message === 'string' && !(name in found)) {
      found[name] = message;
    }
  }
  return found;
}

/**
 * A non-OK answer from the API. `message` is `"<status>: <body text or status text>"`, the
 * documented format that the messages shown to users are built from.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly bodyText: string;
  /** The body parsed as JSON, else its text. */
  readonly body: unknown;
  /** A 400's field messages, by field. */
  readonly fieldErrors: Record<string, string>;
  /** The body's `message`, when it is a non-empty string. */
  readonly serverMessage: string | undefined;

  constructor(status: number, bodyText: string, statusText = '') {
    super(`${status}: ${bodyText || statusText}`);
    Object.defineProperty(this, API_ERROR, { value: true });
    this.status = status;
    this.bodyText = bodyText;
    this.body = parseBody(bodyText);
    this.fieldErrors = readFieldErrors(status, this.body);
    const message = field(this.body, 'message');
    this.serverMessage = typeof message === 'string' && message !== '' ? message : undefined;
  }
}

/** The ApiError for a non-OK response; an unreadable body counts as empty. */
export async function readApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  return new ApiError(response.status, text, response.statusText);
}

export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && API_ERROR in error;
}

/** The API refused the call because there is no live admin session. */
export const isSignedOut = (error: unknown): boolean => isApiError(error) && error.status === 401;

/** The thing asked for does not exist (or is not public). */
export const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;
