import { serverMessage } from './server-message';

/** Refusals the admin can act on: a field the server rejected (400) or a taken slug (409). */
const EXPLAINED = /^(400|409): /;

/**
 * What a refused save says, so it is not lost behind the generic wording: a validation answer's
 * field messages joined, otherwise its message. Undefined for every other failure.
 */
export function refusalReason(error: unknown): string | undefined {
  if (!(error instanceof Error) || !EXPLAINED.test(error.message)) return undefined;
  try {
    const body = JSON.parse(error.message.replace(/^\d{3}: /, '')) as { errors?: unknown };
    if (Array.isArray(body.errors)) {
      const messages = body.errors
        .map((item: unknown) =>
          typeof item === 'object' && item !== null && 'message' in item ? item.message : '',
        )
        .filter((message): message is string => typeof message === 'string' && message !== '');
      if (messages.length > 0) return messages.join('; ');
    }
  } catch {
    // Not JSON: the status says all there is.
  }
  return serverMessage(error);
}
