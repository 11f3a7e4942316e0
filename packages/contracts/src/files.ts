// How stored files are named and addressed. Files are immutable and named by content, so a URL
// never changes meaning and can be cached for a year.

export const FILES_PATH = '/api/files/';
export const STATIC_ASSETS_PREFIX = 'static-assets/';

/** Widths of the smaller copies written next to every uploaded image. */
export const IMAGE_VARIANT_WIDTHS = [400, 800] as const;

/** `/api/files/<name>`, the name URL-encoded as one segment. */
export function fileUrl(name: string): string {
  return `${FILES_PATH}${encodeURIComponent(name)}`;
}

/** The stored file name behind a `/api/files/` URL, or null for any other URL. */
export function fileNameFromUrl(url: string): string | null {
  if (!url.startsWith(FILES_PATH)) return null;
  try {
    return decodeURIComponent(url.slice(FILES_PATH.length).split(/[?#]/)[0]!);
  } catch {
    return null;
  }
}

/** `img-<hash>.jpg` -> `img-<hash>-w400.jpg`. */
export function imageVariantName(name: string, width: number): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? `${name}-w${width}` : `${name.slice(0, dot)}-w${width}${name.slice(dot)}`;
}

/** The URL of an image's variant; other URLs (external, static) have no variants. */
export function imageVariantUrl(url: string, width: number): string {
  const name = fileNameFromUrl(url);
  if (!name || !name.startsWith('img-')) return url;
  return fileUrl(imageVariantName(name, width));
}

/** A `srcset` for an uploaded image: the two variants and the full 1200 px image. */
export function imageSrcSet(url: string): string | undefined {
  const name = fileNameFromUrl(url);
  if (!name || !name.startsWith('img-')) return undefined;
  return [
    ...IMAGE_VARIANT_WIDTHS.map((w) => `${imageVariantUrl(url, w)} ${w}w`),
    `${url} 1200w`,
  ].join(', ');
}

/**
 * The stored file names behind a set of URLs, with the smaller copies the media service writes
 * beside every image, so a sweep of unreferenced files keeps a referenced image's variants too.
 * External URLs name no stored file and are skipped. Sorted and without repeats.
 */
export function referencedFileNames(urls: Iterable<string | null | undefined>): string[] {
  const names = new Set<string>();
  for (const url of urls) {
    const name = url ? fileNameFromUrl(url) : null;
    if (!name) continue;
    names.add(name);
    // Documents (PDFs) have no variants.
    if (!name.toLowerCase().endsWith('.pdf')) {
      for (const width of IMAGE_VARIANT_WIDTHS) names.add(imageVariantName(name, width));
    }
  }
  return [...names].sort();
}
