import { referencedFileNames, type PropertyInput } from '@reedmere/contracts';

/** The file links of one record. */
export type PropertyFileLinks = Pick<PropertyInput, 'images' | 'brochureUrl' | 'floorPlanUrl'>;

/**
 * The stored file names the properties point at: every `/api/files/` image (with its variants),
 * brochure and floor plan.
 */
export function propertyFileNames(records: readonly PropertyFileLinks[]): string[] {
  return referencedFileNames(
    records.flatMap((r) => [...(r.images ?? []), r.brochureUrl, r.floorPlanUrl]),
  );
}
