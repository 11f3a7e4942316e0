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
    children: [
      { label: 'Commercial Sales', to: '/commercial-sales' },
      { label: 'Commercial Lettings', to: '/commercial-lettings' },
      { label: 'Non-Domestic EPCs', to: '/epc' },
    ],
  },
  { label: 'Developments', to: '/developments' },
  { label: 'News', to: '/news' },
  { label: 'Calculators', to: '/calculators' },
  { label: 'Contact', to: '/contact' },
];

/** The footer's links. */
export const FOOTER_LINKS: readonly NavLink[] = [
  { label: 'Residential', to: '/residential' },
  { label: 'Commercial Sales', to: '/commercial-sales' },
  { label: 'Commercial Lettings', to: '/commercial-lettings' },
  { label: 'Property Finder', to: '/property-finder' },
  { label: 'Non-Domestic EPCs', to: '/epc' },
  { label: 'Developments', to: '/developments' },
  { label: 'News', to: '/news' },
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
