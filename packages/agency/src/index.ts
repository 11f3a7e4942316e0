export { AGENCY, OFFICES } from './agency';
export type { AgencyDetails, Link, Office, PostalAddress } from './agency';
export { formatAddress, mailtoHref, telHref, whatsappHref } from './links';
