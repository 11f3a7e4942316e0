import type {
  AdministrativeAreaLeaf,
  CityLeaf,
  OpeningHoursSpecificationLeaf,
  PostalAddressLeaf,
  RealEstateAgentLeaf,
  WithContext,
} from 'schema-dts';
import { AGENCY, OFFICES, type Office } from './agency';
import { telHref } from './links';
import { logoJsonLd } from './publisher-json-ld';
import type { WithRequired } from './required-properties';

type Address = WithRequired<
  PostalAddressLeaf,
  'streetAddress' | 'addressLocality' | 'addressRegion' | 'postalCode' | 'addressCountry'
>;
type Hours = WithRequired<OpeningHoursSpecificationLeaf, 'dayOfWeek' | 'opens' | 'closes'>;
type Town = WithRequired<CityLeaf, 'name'>;
type County = WithRequired<AdministrativeAreaLeaf, 'name'>;

/** A branch office: search engines show each with its own address, number and hours. */
export type BranchOffice = WithRequired<
  RealEstateAgentLeaf,
  | '@id'
  | 'name'
  | 'url'
  | 'image'
  | 'address'
  | 'telephone'
  | 'openingHoursSpecification'
  | 'areaServed'
>;

/** The agency as a local business: its head office, with the branches as departments. */
export type RealEstateAgentData = WithContext<
  WithRequired<
    RealEstateAgentLeaf,
    | '@id'
    | 'name'
    | 'url'
    | 'logo'
    | 'image'
    | 'address'
    | 'telephone'
    | 'email'
    | 'openingHoursSpecification'
    | 'areaServed'
    | 'department'
  >
>;

// The offices open every day of the week.
const EVERY_DAY = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

function address(office: Office): Address {
  return {
    '@type': 'PostalAddress',
    streetAddress: office.address.street,
    addressLocality: office.address.town,
    addressRegion: AGENCY.county,
    postalCode: office.address.postcode,
    addressCountry: 'GB',
  };
}

function openingHours(): Hours[] {
  return [
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: EVERY_DAY,
      opens: AGENCY.hours.opens,
      closes: AGENCY.hours.closes,
    },
  ];
}

/** International form ('+441632960100'), so the number dials from anywhere. */
const internationalPhone = (phone: string): string => telHref(phone).slice('tel:'.length);

const town = (office: Office): Town => ({ '@type': 'City', name: office.address.town });

/** A stable identifier for each office's node: the contact page with the office's id as fragment. */
const officeId = (office: Office, base: string): string =>
  new URL(`/contact#${office.id}`, base).href;

function branchJsonLd(office: Office, base: string): BranchOffice {
  return {
    '@type': 'RealEstateAgent',
    '@id': officeId(office, base),
    name: `${AGENCY.name}, ${office.name}`,
    // The branches have no page of their own: the contact page lists them.
    url: new URL('/contact', base).href,
    image: logoJsonLd(base),
    address: address(office),
    telephone: internationalPhone(office.phone),
    openingHoursSpecification: openingHours(),
    areaServed: town(office),
  };
}

/**
 * schema.org RealEstateAgent for the agency, from its details: the head office's address and
 * number, the opening hours, the county and towns it serves, and each branch as a department.
 * `base` is any URL of the site; every link in the data is made absolute on its origin.
 */
export function realEstateAgentJsonLd(base: string): RealEstateAgentData {
  const head = AGENCY.offices.head;
  const county: County = { '@type': 'AdministrativeArea', name: AGENCY.county };
  const logo = logoJsonLd(base);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': officeId(head, base),
    name: AGENCY.name,
    legalName: AGENCY.company.legalName,
    description: AGENCY.tagline,
    url: new URL('/', base).href,
    logo,
    image: logo,
    address: address(head),
    telephone: internationalPhone(head.phone),
    email: AGENCY.email,
    openingHoursSpecification: openingHours(),
    areaServed: [county, ...OFFICES.map(town)],
    sameAs: [
      AGENCY.social.residential.instagram,
      AGENCY.social.residential.facebook,
      AGENCY.social.commercial.instagram,
      AGENCY.social.developments.instagram,
    ],
    department: OFFICES.filter((office) => office !== head).map((office) =>
      branchJsonLd(office, base),
    ),
  };
}
