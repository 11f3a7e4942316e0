import { DevelopmentsTab } from '../features/developments/components/developments-tab';
import { NewsTab } from '../features/news/components/news-tab';
import { PropertiesTab } from '../features/properties/components/properties-tab';
import { EnquiriesTab } from '../features/enquiries/components/enquiries-tab';
import type { AdminSection } from '../features/panel/components/admin-tabs';
import { SeoTab } from '../features/seo-pages/components/seo-tab';
import type { Redirect } from '../shared/auth/redirect';

/** The panel's tabs; `redirect` takes an admin whose session has gone to the login page. */
export function adminSections(redirect: Redirect): readonly AdminSection[] {
  return [
    {
      value: 'properties',
      label: 'Properties',
      content: <PropertiesTab redirect={redirect} />,
    },
    {
      value: 'developments',
      label: 'Developments',
      content: <DevelopmentsTab redirect={redirect} />,
    },
    { value: 'news', label: 'News', content: <NewsTab redirect={redirect} /> },
    { value: 'seo', label: 'SEO', content: <SeoTab /> },
    { value: 'enquiries', label: 'Enquiries', content: <EnquiriesTab redirect={redirect} /> },
  ];
}
