import { Typography } from '@mui/material';
import { EnquiriesTab } from '../features/enquiries/components/enquiries-tab';
import type { AdminSection } from '../features/panel/components/admin-tabs';
import { SeoTab } from '../features/seo-pages/components/seo-tab';

const preparing = <Typography>This section is being prepared.</Typography>;

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { value: 'properties', label: 'Properties', content: preparing },
  { value: 'developments', label: 'Developments', content: preparing },
  { value: 'news', label: 'News', content: preparing },
  { value: 'seo', label: 'SEO', content: <SeoTab /> },
  { value: 'enquiries', label: 'Enquiries', content: <EnquiriesTab /> },
];
