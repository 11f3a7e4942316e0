/** One node of structured data, as a page's JSON-LD block holds it. */
export type JsonLdNode = Record<string, unknown>;

/**
 * The names among `properties` that `node` leaves out or leaves empty: what a structured-data
 * test expects to be none.
 */
export function unfilledProperties(node: JsonLdNode, properties: readonly string[]): string[] {
  return properties.filter((name) => {
    const value = node[name];
    return value === undefined || value === null || value === '';
  });
}
