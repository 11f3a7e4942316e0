/** The site's main routes, offered as quick-add buttons until each has an SEO record. */
export const COMMON_PAGES: readonly { path: string; label: string }[] = [
  { path: '/', label: 'Home' },
  { path: '/residential', label: 'Residential' },
  { path: '/commercial-sales', label: 'Commercial sales' },
  { path: '/commercial-lettings', label: 'Commercial lettings' },
  { path: '/developments', label: 'Developments' },
  { path: '/contact', label: 'Contact' },
  { path: '/epc', label: 'EPC' },
];
