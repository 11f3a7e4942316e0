import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { SWR_DEFAULTS } from '@reedmere/web-kit';
import { SiteProviders, type ServedPage } from './site-providers';

/**
 * The site's providers with the data layer at the root: the server's render, which reads the
 * page's data, and the tests. The browser's app loads the data layer with the first part that
 * reads data instead (app.tsx, data-layer.tsx).
 */
export function AppProviders({ children, served }: { children: ReactNode; served?: ServedPage }) {
  return (
    <SWRConfig value={SWR_DEFAULTS}>
      <SWRConfig value={served?.swr.config ?? {}}>
        <SiteProviders served={served}>{children}</SiteProviders>
      </SWRConfig>
    </SWRConfig>
  );
}
