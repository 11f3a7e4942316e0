import { fileNameFromUrl, IMAGE_VARIANT_WIDTHS, imageVariantName } from '@reedmere/contracts';

/**
 * The stored file names behind a set of URLs, with the smaller copies the media service writes
 * beside every image, so the sweep keeps a referenced image's variants too. External URLs name
 * no stored file and are skipped. Sorted and without repeats.
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
