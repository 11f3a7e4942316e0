export { AGENCY, OFFICES } from './agency';
export type { AgencyDetails, Link, Office, OpeningHours, PostalAddress } from './agency';
export { realEstateAgentJsonLd } from './agency-json-ld';
export { DETAIL_PAGES, detailPageOf } from './detail-pages';
export type { DetailPage } from './detail-pages';
export type { BranchOffice, RealEstateAgentData } from './agency-json-ld';
export { headMetaTags, OG_LOCALE } from './head-meta-tags';
export type { HeadMetaTag } from './head-meta-tags';
export { formatAddress, mailtoHref, telHref, whatsappHref } from './links';
export {
  articleMeta,
  DEFAULT_DESCRIPTION,
  DEFAULT_KEYWORDS,
  developmentMeta,
  pageMeta,
  propertyMeta,
  summary,
} from './page-meta';
export type { DetailMeta, PageMeta } from './page-meta';
export { LOGO_PATH, logoJsonLd, publisherJsonLd } from './publisher-json-ld';
export type { LogoImage, PublisherOrganization } from './publisher-json-ld';
export type { WithRequired } from './required-properties';
