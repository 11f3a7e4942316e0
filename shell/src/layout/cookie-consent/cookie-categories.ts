import type { OptionalCookieCategory } from '@reedmere/contracts';

export interface CookieCategoryText {
  readonly label: string;
  readonly description: string;
}

/** What each category is for, as the detail view explains it in one line. */
export const ESSENTIAL_COOKIES: CookieCategoryText = {
  label: 'Essential',
  description: 'Needed for the site to work, for example to remember this choice.',
};

export const OPTIONAL_COOKIES: Readonly<Record<OptionalCookieCategory, CookieCategoryText>> = {
  analytics: {
    label: 'Analytics',
    description: 'Help us understand how visitors use the site so we can improve it.',
  },
  marketing: {
    label: 'Marketing',
    description: 'Let us show you relevant property adverts on other websites.',
  },
  functionality: {
    label: 'Functionality',
    description: 'Remember your preferences, such as recent searches, for a more personal visit.',
  },
};
