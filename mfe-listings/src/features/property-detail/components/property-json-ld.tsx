import type { Property } from '@reedmere/contracts';
import { JsonLdScript, siteOrigin } from '@reedmere/web-kit';
import { propertyJsonLd } from '../lib/property-json-ld';

export function PropertyJsonLd({ property }: { property: Property }) {
  const pageUrl = `${siteOrigin()}/property/${encodeURIComponent(property.id)}`;
  return <JsonLdScript data={propertyJsonLd(property, pageUrl)} />;
}
