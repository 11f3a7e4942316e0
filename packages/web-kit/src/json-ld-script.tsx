/** JSON that is safe inside a script element: no '<' can close it early. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Structured data for search engines (a data block, never run, so the script policy allows it). */
export function JsonLdScript({ data }: { data: unknown }) {
  return <script type="application/ld+json">{jsonLdText(data)}</script>;
}
