import type { Development } from '@reedmere/contracts';
import { JsonLdScript, siteOrigin } from '@reedmere/web-kit';
import { developmentJsonLd } from '../lib/development-json-ld';

export function DevelopmentJsonLd({ development }: { development: Development }) {
  const pageUrl = `${siteOrigin()}/developments/${encodeURIComponent(development.id)}`;
  return <JsonLdScript data={developmentJsonLd(development, pageUrl)} />;
}
