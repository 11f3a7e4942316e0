import {
  fileNameFromUrl,
  IMAGE_VARIANT_WIDTHS,
  imageVariantName,
  type PropertyInput,
} from '@reedmere/contracts';

/** The file links of one record. */
export type PropertyFileLinks = Pick<PropertyInput, 'images' | 'brochureUrl' | 'floorPlanUrl'>;

/**
 * The stored file names the properties point at: every `/api/files/` image (with the smaller
 * variants the media service writes next to it), brochure and floor plan. Other URLs (external
 * links) name no stored file. Sorted and without repeats.
 */
export function referencedFileNames(records: readonly PropertyFileLinks[]): string[] {
  const names = new Set<string>();
  for (const record of records) {
    for (const url of record.images ?? []) {
      const name = fileNameFromUrl(url);
      if (!name) continue;
      names.add(name);
      for (const width of IMAGE_VARIANT_WIDTHS) names.add(imageVariantName(name, width));
    }
    for (const url of [record.brochureUrl, record.floorPlanUrl]) {
      const name = url ? fileNameFromUrl(url) : null;
      if (name) names.add(name);
    }
  }
  return [...names].sort();
}
