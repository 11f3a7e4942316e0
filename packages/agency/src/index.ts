export { AGENCY, OFFICES } from './agency';
export type { AgencyDetails, Link, Office, PostalAddress } from './agency';
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
