import { isApiError } from '@reedmere/web-kit';

/**
 * The field problems of a refused save, for the form's own `fields`: a 400 lists them as
 * `errors: [{ field, message }]`; a 409 is a value that must be unique (a slug, a page path),
 * shown under `conflictField`.
 */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  conflictField?: Field,
): Partial<Record<Field, string>> {
  if (!isApiError(error)) return {};
  const found: Partial<Record<Field, string>> = {};
  if (error.status === 409 && conflictField && error.serverMessage) {
    found[conflictField] = error.serverMessage;
  }
  const known = new Set<string>(fields);
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (known.has(field)) found[field as Field] = message;
  }
  return found;
}
