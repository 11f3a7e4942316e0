// The fixed images the site's pages use: one for each page hero (`HERO_PAGES`), and the logo.
// Stored by the media service under `static-assets/<name>.jpg`.
import { STATIC_ASSETS_PREFIX } from '@reedmere/contracts';
import type { ScenePicture } from '../drawing/illustrations';

export interface StaticAsset {
  /** The file name without folder or extension, e.g. `home` for `static-assets/home.jpg`. */
  name: string;
  picture: ScenePicture | 'office' | 'terrace' | 'detached' | 'construction';
}

export const HERO_PAGES = [
  'home',
  'commercial',
  'residential',
  'epc',
  'developments',
  'calculators',
  'news',
  'contact',
  'property-finder',
] as const;

export const DEMO_STATIC_ASSETS: readonly StaticAsset[] = [
  { name: 'home', picture: 'countryside' },
  { name: 'commercial', picture: 'office' },
  { name: 'residential', picture: 'detached' },
  { name: 'epc', picture: 'office' },
  { name: 'developments', picture: 'construction' },
  { name: 'calculators', picture: 'terrace' },
  { name: 'news', picture: 'town' },
  { name: 'contact', picture: 'coast' },
  { name: 'property-finder', picture: 'countryside' },
  { name: 'logo', picture: 'logo' },
];

export function staticAssetName(name: string): string {
  return `${STATIC_ASSETS_PREFIX}${name}.jpg`;
}
