/**
 * The agency's details (fictional; numbers are in Ofcom's drama ranges, the domain is a reserved
 * example domain, postcodes are deliberately not real). Every page, the footer, the legal pages,
 * the seed data and the tests read them from here, so a change is made once.
 */

export interface PostalAddress {
  readonly street: string;
  readonly town: string;
  readonly postcode: string;
}

export interface Office {
  readonly id: 'head-office' | 'dereham' | 'diss';
  readonly name: string;
  readonly address: PostalAddress;
  /** UK national format, as printed on the site. */
  readonly phone: string;
}

/** The same hours at every office, every day of the week. */
export interface OpeningHours {
  readonly text: string;
  readonly headerText: string;
  /** 24-hour `HH:MM`, as structured data wants it. */
  readonly opens: string;
  readonly closes: string;
}

export interface Link {
  readonly name: string;
  readonly url: string;
}

export interface AgencyDetails {
  readonly name: string;
  /** Text fallback of the logo. */
  readonly shortMark: string;
  readonly tagline: string;
  readonly badge: string;
  /** The county the offices are in and the agency covers. */
  readonly county: string;
  readonly offices: {
    readonly head: Office;
    readonly dereham: Office;
    readonly diss: Office;
  };
  readonly email: string;
  readonly whatsapp: { readonly number: string; readonly url: string };
  readonly hours: OpeningHours;
  /** External; opens in a new tab. */
  readonly valuationUrl: string;
  readonly company: {
    readonly legalName: string;
    readonly registeredIn: string;
    readonly companyNumber: string;
  };
  readonly redress: {
    readonly scheme: string;
    readonly membershipNumber: string;
    readonly clientMoneyProtection: { readonly scheme: string; readonly number: string };
  };
  readonly social: {
    readonly residential: { readonly instagram: string; readonly facebook: string };
    readonly commercial: { readonly instagram: string };
    readonly developments: { readonly instagram: string };
  };
  readonly portals: {
    readonly residential: readonly Link[];
    readonly commercial: readonly Link[];
  };
  readonly copyright: string;
}

// Frozen all the way down so no page can change a shared value by accident.
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

export const AGENCY: AgencyDetails = deepFreeze({
  name: 'Reedmere Estates',
  shortMark: 'REEDMERE',
  tagline: "Because excellence isn't standard - it's chosen.",
  badge: 'LOCAL INDEPENDENT PERSONAL',
  county: 'Norfolk',
  offices: {
    head: {
      id: 'head-office',
      name: 'Head office',
      address: { street: '14 Wensum Yard', town: 'Norwich', postcode: 'NR1 9ZZ' },
      phone: '01632 960100',
    },
    dereham: {
      id: 'dereham',
      name: 'Dereham office',
      address: { street: '3 Quebec Walk', town: 'Dereham', postcode: 'NR19 9ZZ' },
      phone: '01632 960200',
    },
    diss: {
      id: 'diss',
      name: 'Diss office',
      address: { street: '8 Mere Street', town: 'Diss', postcode: 'IP22 9ZZ' },
      phone: '01632 960300',
    },
  },
  email: 'hello@reedmere.example',
  whatsapp: { number: '+44 7700 900123', url: 'https://wa.me/447700900123' },
  hours: {
    text: '8am - 8pm, 7 days per week',
    headerText: 'Open 8am-8pm 7 days a week',
    opens: '08:00',
    closes: '20:00',
  },
  valuationUrl: 'https://valuation.reedmere.example/',
  company: {
    legalName: 'Reedmere Estates Ltd',
    registeredIn: 'England and Wales',
    companyNumber: '00000000',
  },
  redress: {
    scheme: 'The Property Ombudsman',
    membershipNumber: 'T00000',
    clientMoneyProtection: { scheme: 'Propertymark CMP', number: 'C0000000' },
  },
  social: {
    residential: {
      instagram: 'https://instagram.com/reedmere.residential',
      facebook: 'https://facebook.com/reedmere.residential',
    },
    commercial: { instagram: 'https://instagram.com/reedmere.commercial' },
    developments: { instagram: 'https://instagram.com/reedmere.developments' },
  },
  portals: {
    residential: [
      { name: 'Rightmove', url: 'https://www.rightmove.co.uk' },
      { name: 'Zoopla', url: 'https://www.zoopla.co.uk' },
      { name: 'OnTheMarket', url: 'https://www.onthemarket.com' },
      { name: 'PrimeLocation', url: 'https://www.primelocation.com' },
    ],
    commercial: [
      { name: 'Rightmove Commercial', url: 'https://www.rightmove.co.uk/commercial-property.html' },
    ],
  },
  copyright: '© 2025 Reedmere Estates Ltd',
});

/** The three offices in the order the footer and the contact page list them. */
export const OFFICES: readonly Office[] = Object.freeze([
  AGENCY.offices.head,
  AGENCY.offices.dereham,
  AGENCY.offices.diss,
]);
