import type { ComponentType } from 'react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from '@reedmere/router';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { SWRConfig } from 'swr';
import { SWR_DEFAULTS } from './api-client';
import { theme } from './theme';
import { ToastRegion } from './toast-region';

/**
 * A remote's standalone dev page: the division runs its remote alone (`npm start -w <workspace>`,
 * against the BFF through the dev server's proxy) with the theme, data defaults and router shape
 * the shell gives it inside the site.
 */
export function mountStandalone(RemoteRoutes: ComponentType, containerId = 'root'): void {
  const container = document.getElementById(containerId);
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SWRConfig value={SWR_DEFAULTS}>
          <BrowserRouter>
            <Routes>
              <Route path="/*" element={<RemoteRoutes />} />
            </Routes>
          </BrowserRouter>
          <ToastRegion />
        </SWRConfig>
      </ThemeProvider>
    </StrictMode>,
  );
}
