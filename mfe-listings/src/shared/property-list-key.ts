/** The property list stays fresh for 2 minutes, a property for 5. */
export const LIST_FRESH_MS = 120_000;
export const DETAIL_FRESH_MS = 300_000;

/** `/api/properties?...` with the set values only, in the order given (the SWR key). */
export function propertiesUrl(query: Record<string, string | number | null | undefined> = {}) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `/api/properties?${search}` : '/api/properties';
}
