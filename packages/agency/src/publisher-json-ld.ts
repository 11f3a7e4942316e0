import type { ImageObjectLeaf, OrganizationLeaf } from 'schema-dts';
import { AGENCY } from './agency';
import type { WithRequired } from './required-properties';

/**
 * The agency's mark at a stable address (the shell serves its favicon there, unhashed), so
 * structured data written by any part of the site can name it.
 */
export const LOGO_PATH = '/favicon.svg';

export type LogoImage = WithRequired<ImageObjectLeaf, 'url'>;

/** The agency as the publisher of what the site prints: search engines want a name and a logo. */
export type PublisherOrganization = WithRequired<OrganizationLeaf, 'name' | 'url' | 'logo'>;

/** The logo as an ImageObject, absolute on the site whose page `base` is. */
export function logoJsonLd(base: string): LogoImage {
  return { '@type': 'ImageObject', url: new URL(LOGO_PATH, base).href };
}

/** schema.org Organization for the agency as a publisher (articles name it). */
export function publisherJsonLd(base: string): PublisherOrganization {
  return {
    '@type': 'Organization',
    name: AGENCY.name,
    url: new URL('/', base).href,
    logo: logoJsonLd(base),
  };
}
