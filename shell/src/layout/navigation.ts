import { AGENCY } from '@reedmere/agency';

export interface NavLink {
  readonly label: string;
  readonly to: string;
  /** External links open in a new tab. */
  readonly external?: boolean;
}

export interface NavItem extends NavLink {
  readonly children?: readonly NavLink[];
}

/** Pages the header's menus and the footer both link to, named the same in both. */
const PAGE_LINKS = {
  commercialSales: { label: 'Commercial Sales', to: '/commercial-sales' },
  commercialLettings: { label: 'Commercial Lettings', to: '/commercial-lettings' },
  epc: { label: 'Non-Domestic EPCs', to: '/epc' },
  developments: { label: 'Developments', to: '/developments' },
  news: { label: 'News', to: '/news' },
} as const satisfies Record<string, NavLink>;

/** The header's main navigation. */
export const MAIN_NAVIGATION: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  {
    label: 'Residential',
    to: '/residential',
    children: [
      { label: 'Properties For Sale', to: '/residential' },
      { label: 'Property Finder Service', to: '/property-finder' },
      { label: 'Online Valuation', to: AGENCY.valuationUrl, external: true },
    ],
  },
  {
    label: 'Commercial',
    to: '/commercial-sales',
    children: [PAGE_LINKS.commercialSales, PAGE_LINKS.commercialLettings, PAGE_LINKS.epc],
  },
  PAGE_LINKS.developments,
  PAGE_LINKS.news,
  { label: 'Calculators', to: '/calculators' },
  { label: 'Contact', to: '/contact' },
];

/** The footer's links. */
export const FOOTER_LINKS: readonly NavLink[] = [
  { label: 'Residential', to: '/residential' },
  PAGE_LINKS.commercialSales,
  PAGE_LINKS.commercialLettings,
  { label: 'Property Finder', to: '/property-finder' },
  PAGE_LINKS.epc,
  PAGE_LINKS.developments,
  PAGE_LINKS.news,
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Cookie Policy', to: '/cookie-policy' },
  { label: 'Terms & Conditions', to: '/terms-conditions' },
];

/** The lettings fees section of the terms, linked from the footer's compliance block. */
export const LETTINGS_FEES_PATH = '/terms-conditions#lettings-fees';

/** The id of the page's main element: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** Submenus close this long after the pointer or focus leaves. */
export const SUBMENU_CLOSE_DELAY_MS = 150;

/** The section a path belongs to, for highlighting the active menu item. */
export function isActive(item: NavItem, pathname: string): boolean {
  const paths = [item.to, ...(item.children ?? []).filter((c) => !c.external).map((c) => c.to)];
  return paths.some((path) =>
    path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`),
  );
}
