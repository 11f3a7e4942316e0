// SEO records for the main pages, keyed by the route table's paths.
import { AGENCY } from '@reedmere/agency';
import { fileUrl, type SeoPageInput } from '@reedmere/contracts';
import { staticAssetName } from './static-assets';

const page = (
  pagePath: string,
  pageTitle: string,
  metaDescription: string,
  metaKeywords: string,
  hero: string,
): SeoPageInput => ({
  pagePath,
  pageTitle,
  metaDescription,
  metaKeywords,
  ogTitle: pageTitle,
  ogDescription: metaDescription,
  ogImage: fileUrl(staticAssetName(hero)),
  isActive: true,
});

export const DEMO_SEO_PAGES: readonly SeoPageInput[] = [
  page(
    '/',
    `${AGENCY.name} | Independent Estate Agent in Norfolk`,
    'Homes and commercial property for sale and to let across Norfolk, from Norwich to the north Norfolk coast.',
    'estate agent Norfolk, houses for sale Norfolk, property Norwich',
    'home',
  ),
  page(
    '/residential',
    `Houses for Sale in Norfolk | ${AGENCY.name}`,
    'Cottages, family homes, bungalows and flats for sale and to let in Norwich, Holt, Dereham, Diss and beyond.',
    'houses for sale Norfolk, cottages for sale, homes to let Norwich',
    'residential',
  ),
  page(
    '/commercial-sales',
    `Commercial Property for Sale in Norfolk | ${AGENCY.name}`,
    'Offices, shops, warehouses and industrial units for sale across Norfolk, with investment opportunities.',
    'commercial property for sale Norfolk, offices for sale Norwich',
    'commercial',
  ),
  page(
    '/commercial-lettings',
    `Commercial Property to Let in Norfolk | ${AGENCY.name}`,
    'Shops, offices and industrial units to let in Norwich and the market towns of Norfolk.',
    'commercial property to let Norfolk, shops to let Norwich',
    'commercial',
  ),
  page(
    '/developments',
    `Development Projects | ${AGENCY.name}`,
    'New homes and conversions we are bringing forward across Norfolk, from planning to completion.',
    'new homes Norfolk, barn conversions, property development Norfolk',
    'developments',
  ),
  page(
    '/contact',
    `Contact Us | ${AGENCY.name}`,
    'Call, email or visit our offices in Norfolk. Open 8am to 8pm, seven days a week.',
    'contact estate agent Norfolk, property valuation',
    'contact',
  ),
  page(
    '/epc',
    `Non-Domestic EPCs | ${AGENCY.name}`,
    'Energy Performance Certificates for commercial buildings in Norfolk, and what the minimum standards mean for landlords.',
    'non-domestic EPC, commercial EPC Norfolk, MEES',
    'epc',
  ),
  page(
    '/property-finder',
    `Property Finder Service | ${AGENCY.name}`,
    'Let us search Norfolk for you: a tailored property search, viewings and negotiation through to completion.',
    'property finder Norfolk, buying agent Norfolk',
    'property-finder',
  ),
  page(
    '/news',
    `News and Market Updates | ${AGENCY.name}`,
    'Local property news, market updates and practical advice for buyers, sellers and landlords in Norfolk.',
    'Norfolk property news, housing market Norfolk',
    'news',
  ),
  page(
    '/calculators',
    `Mortgage and Stamp Duty Calculators | ${AGENCY.name}`,
    'Free mortgage and stamp duty calculators to help you plan a move in Norfolk.',
    'mortgage calculator, stamp duty calculator',
    'calculators',
  ),
];
