import { realEstateAgentJsonLd } from '@reedmere/agency';
import { siteOrigin } from '@reedmere/web-kit';
import { JsonLdScript } from '@reedmere/web-kit';

/**
 * The agency as a schema.org RealEstateAgent (head office, branches, hours, areas served), for
 * the pages that present the agency itself. Its links must be absolute, so it is left out while
 * the site's origin is unknown.
 */
export function AgencyJsonLd() {
  const origin = siteOrigin();
  if (!origin) return null;
  return <JsonLdScript data={realEstateAgentJsonLd(origin)} />;
}
