import type { Property } from '@reedmere/contracts';
import { siteOrigin } from '@reedmere/web-kit';
import { jsonLdText, propertyJsonLd } from '../lib/property-json-ld';

/** Structured data (not executed, so the site's script policy does not apply). */
export function PropertyJsonLd({ property }: { property: Property }) {
  const pageUrl = `${siteOrigin()}/property/${encodeURIComponent(property.id)}`;
  return (
    <script type="application/ld+json">{jsonLdText(propertyJsonLd(property, pageUrl))}</script>
  );
}
