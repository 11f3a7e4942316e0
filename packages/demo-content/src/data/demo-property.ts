import type { PropertyInput } from '@reedmere/contracts';
import type { PropertyPicture } from '../drawing/illustrations';

/** The fields a demo listing sets; the schema fills the rest with its defaults. */
export type DemoPropertyFields = Partial<
  Omit<PropertyInput, 'images' | 'brochureUrl' | 'floorPlanUrl'>
> &
  Pick<PropertyInput, 'title' | 'address' | 'location' | 'description'>;

export interface DemoProperty {
  /** Stable key, also the picture's seed. */
  key: string;
  fields: DemoPropertyFields;
  /** The pictures drawn for it (first is the main image); empty for a listing without images. */
  pictures: PropertyPicture[];
  /** Whether a brochure and a floor plan are made and uploaded for it. */
  documents?: boolean;
  /**
   * Prices it is updated to after it is added, in order. Each is an update through the service,
   * which records the change dated when the demo is seeded, so a reduction shows as recent.
   */
  laterPrices?: number[];
}

/** Simple HTML paragraphs, as the admin's editor would store them. */
export function paragraphs(...texts: string[]): string {
  return texts.map((text) => `<p>${text}</p>`).join('');
}
