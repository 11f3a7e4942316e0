// The records the site keeps, plus the material information UK listings must show, named
// once for the front end and the back end. Dates travel as ISO 8601 strings.
import type { ResidentialDwellingType } from './property-type';
import type { StaffRights } from './staff-access';

export const PRICE_TYPES = ['sale', 'rent'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

/** The price qualifiers, with the long and short spellings the feeds use. */
export const PRICE_QUALIFIERS = [
  'oieo',
  'offers_in_excess_of',
  'oiro',
  'offers_in_region_of',
  'guide',
  'from',
  'poa',
] as const;
export type PriceQualifier = (typeof PRICE_QUALIFIERS)[number];
/** The qualifiers the admin form offers ('none' is sent as null). */
export const ADMIN_PRICE_QUALIFIERS = ['offers_in_excess_of', 'offers_in_region_of'] as const;

export const COMMERCIAL_SUB_TYPES = [
  'office',
  'industrial',
  'retail',
  'warehouse',
  'mixed_use',
] as const;
export type CommercialSubType = (typeof COMMERCIAL_SUB_TYPES)[number];

export const PROPERTY_STATUSES = ['available', 'sold', 'let', 'under_offer'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
/** The statuses the admin form offers. */
export const ADMIN_PROPERTY_STATUSES = ['available', 'sold', 'let'] as const;

export const COUNCIL_TAX_BANDS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export type CouncilTaxBand = (typeof COUNCIL_TAX_BANDS)[number];

export const TENURES = ['freehold', 'leasehold', 'share_of_freehold', 'commonhold'] as const;
export type Tenure = (typeof TENURES)[number];

export const EPC_RATINGS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EpcRating = (typeof EPC_RATINGS)[number];

/** One change of a listing's price: recorded by the listings service when an update changes it. */
export interface PriceChange {
  /** ISO date-time of the update. */
  date: string;
  from: number | null;
  to: number | null;
}

export interface Property {
  id: string;
  title: string;
  /** Sanitized HTML. */
  description: string;
  address: string;
  /** Shown as 'Location TBC' when missing. */
  location: string | null;
  /** Pounds; null = 'Price on Request' / 'Rent on Request'. */
  price: number | null;
  priceType: PriceType;
  priceQualifier: PriceQualifier | null;
  /** 'residential', 'commercial' or a dwelling type (which counts as residential). */
  propertyType: string;
  dwellingType: ResidentialDwellingType | null;
  subType: CommercialSubType | null;
  bedrooms: number | null;
  bathrooms: number | null;
  /** Square metres. */
  area: number | null;
  pricePerSqFt: number | null;
  /** Percent. */
  investmentYield: number | null;
  features: string[];
  virtualTourUrl: string | null;
  rightmoveUrl: string | null;
  brochureUrl: string | null;
  floorPlanUrl: string | null;
  status: PropertyStatus;
  isHidden: boolean;
  isUnderOffer: boolean;
  /** Ordered; the first is the main image. */
  images: string[];
  councilTaxBand: CouncilTaxBand | null;
  tenure: Tenure | null;
  /** Leaseholds only. */
  leaseYearsRemaining: number | null;
  /** Pounds a year, leaseholds only. */
  groundRent: number | null;
  /** Pounds a year, leaseholds only. */
  serviceCharge: number | null;
  /** Pounds, lettings only. */
  deposit: number | null;
  epcCurrent: EpcRating | null;
  epcPotential: EpcRating | null;
  /**
   * ISO date-time the listing last became publicly visible (created visible, or shown after being
   * hidden); null for one never shown. Set by the server.
   */
  listedAt: string | null;
  /** Oldest first. Set by the server. */
  priceHistory: PriceChange[];
  createdAt: string;
  updatedAt: string;
}

/** The fields of a property the server sets: a body may carry them, they are never taken from it. */
export type PropertyServerField = 'id' | 'createdAt' | 'updatedAt' | 'listedAt' | 'priceHistory';

/** The JSON property body the admin form sends, its images as a list of URLs. */
export type PropertyInput = Omit<Property, PropertyServerField>;

/** The list answer when the upstream listing source is unavailable. */
export interface ListingSourceUnavailable {
  message: string;
  suggestion?: string;
}
export type PropertyListResponse = Property[] | ListingSourceUnavailable;

export const DEVELOPMENT_STATUSES = ['planning', 'in_progress', 'completed'] as const;
export type DevelopmentStatus = (typeof DEVELOPMENT_STATUSES)[number];

export interface Development {
  id: string;
  title: string;
  description: string;
  location: string | null;
  projectValue: number | null;
  status: DevelopmentStatus;
  /** ISO dates (yyyy-mm-dd) or null ('TBC'). */
  startDate: string | null;
  endDate: string | null;
  beforeImages: string[];
  duringImages: string[];
  afterImages: string[];
  createdAt: string;
  updatedAt: string;
}
export type DevelopmentInput = Omit<Development, 'id' | 'createdAt' | 'updatedAt'>;

/** How many projects there are, in all and by status (`GET /api/developments-summary`). */
export interface DevelopmentSummary {
  total: number;
  byStatus: Record<DevelopmentStatus, number>;
}

export const NEWS_CATEGORIES = [
  'Market Update',
  'Property News',
  'Investment Tips',
  'Company News',
  'Industry Insights',
] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
export const DEFAULT_NEWS_CATEGORY: NewsCategory = 'Market Update';

export interface NewsArticle {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  /** Sanitized HTML. */
  content: string;
  featuredImage: string | null;
  /** Defaults to the agency's name. */
  author: string;
  category: NewsCategory;
  tags: string[];
  isPublished: boolean;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}
export type NewsArticleInput = Omit<NewsArticle, 'id' | 'createdAt' | 'updatedAt'>;

export interface SeoPage {
  id: string;
  /** Route path, leading slash ('/', '/residential'). */
  pagePath: string;
  pageTitle: string;
  metaDescription: string;
  metaKeywords: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}
export type SeoPageInput = Omit<SeoPage, 'id' | 'createdAt' | 'updatedAt'>;

export const SERVICE_TYPES = [
  'Property Valuation',
  'Residential Sales',
  'Commercial Sales',
  'Commercial Lettings',
  'Property Management',
  'Energy Performance',
  'Development Project',
  'General Enquiry',
  'Viewing Request',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** Sent from a property page about that property; it carries the property's id. */
export const VIEWING_REQUEST = 'Viewing Request' satisfies ServiceType;

/** What the contact page offers: a viewing request belongs to a property page. */
export const CONTACT_FORM_SERVICE_TYPES = SERVICE_TYPES.filter(
  (service): service is Exclude<ServiceType, typeof VIEWING_REQUEST> => service !== VIEWING_REQUEST,
);

/** Limits of a viewing request's own fields (docs/product.md#enquiry-fields). */
export const PROPERTY_TITLE_MAX = 200;
export const PREFERRED_TIMES_MAX = 200;

export interface EnquiryInput {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  serviceType: ServiceType;
  message: string;
  /** The property a viewing request is about; required for one, optional otherwise. */
  propertyId?: string;
  /** The property's title as the visitor saw it. */
  propertyTitle?: string;
  /** Free text: the days or times that suit the visitor. */
  preferredTimes?: string;
}

type ViewingFields = 'propertyId' | 'propertyTitle' | 'preferredTimes';

/** An enquiry as stored; the viewing fields are present only when they were sent. */
export interface Enquiry
  extends Required<Omit<EnquiryInput, ViewingFields>>, Pick<EnquiryInput, ViewingFields> {
  id: string;
  isRead: boolean;
  /** The retention clock: enquiries are purged 2 years after this. */
  lastContactAt: string;
  createdAt: string;
}

/** The e-mails the site sends: notices to the office, and property alerts (docs/product.md#notification-outbox). */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * What a message is about: a new enquiry, the notice that an account's sign-ins are being slowed
 * down, an invitation to the staff, a link to reset a forgotten password, a property alert's
 * confirmation request, or an alert of new and reduced listings.
 */
export const OUTBOX_KINDS = [
  'enquiry-notification',
  'sign-in-notice',
  'staff-invitation',
  'password-reset',
  'alert-confirmation',
  'property-alert',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** One message of `GET /api/inquiries/outbox` (newest first). */
export interface OutboxMessage {
  id: string;
  kind: OutboxKind;
  /** The enquiry an enquiry notification is about; null for other kinds. */
  enquiryId: string | null;
  /** The alert subscription an alert e-mail belongs to; null for other kinds. */
  alertId: string | null;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  /** The HTML part of an alert e-mail; null for plain-text notices. */
  html: string | null;
  /** Extra mail headers (List-Unsubscribe); null for none. */
  headers: Record<string, string> | null;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  sentAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The signed-in admin as `GET /api/auth/user` answers it (no secrets). */
export interface AdminUser extends StaffRights {
  id: string;
  email: string;
  name: string;
}

/**
 * A section of an aggregate whose service did not answer: the visitor's message in place of its
 * records, while the sections that did load are served as usual.
 */
export interface SectionError {
  error: string;
}

export type Section<T> = T | SectionError;

export function isSectionError(section: unknown): section is SectionError {
  return (
    typeof section === 'object' &&
    section !== null &&
    !Array.isArray(section) &&
    typeof (section as { error?: unknown }).error === 'string'
  );
}

/**
 * `GET /api/home`: everything the home page shows, in one request. The four listing sections come
 * from one listings call and fail together; the developments from their own service.
 */
export interface HomeContent {
  residentialSales: Section<Property[]>;
  commercialSales: Section<Property[]>;
  commercialLettings: Section<Property[]>;
  underOffer: Section<Property[]>;
  developments: Section<Development[]>;
}

/** `GET /api/remotes`: remote name -> URL of its mf-manifest.json. */
export type RemoteRegistry = Record<string, string>;
