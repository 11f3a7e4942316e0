const BLOCKS = 'p, li, h1, h2, h3, h4, h5, h6, blockquote';

/**
 * A development's description as plain paragraphs. Stored descriptions may carry HTML markup
 * from the admin editor; it is parsed into an inert document (nothing runs, nothing loads) and
 * only its text is kept, so no markup ever reaches the page.
 */
export function descriptionParagraphs(description: string | null | undefined): string[] {
  const source = (description ?? '').trim();
  if (!source) return [];
  const doc = new DOMParser().parseFromString(source, 'text/html');
  doc.querySelectorAll('script, style, template').forEach((el) => el.remove());
  const blocks = [...doc.body.querySelectorAll(BLOCKS)].filter(
    (el) => !el.parentElement?.closest(BLOCKS),
  );
  const texts =
    blocks.length > 0 ? blocks.map((el) => el.textContent ?? '') : [doc.body.textContent ?? ''];
  return texts
    .flatMap((text) => text.split(/\n\s*\n/))
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter((text) => text.length > 0);
}
