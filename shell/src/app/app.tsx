import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { SWRConfig } from 'swr';
import { SWR_DEFAULTS, theme, ToastRegion } from '@reedmere/web-kit';
import { AppRoutes } from './app-routes';

/** Theme and data layer; the router is separate so tests can use a MemoryRouter. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SWRConfig value={SWR_DEFAULTS}>
        {children}
        <ToastRegion />
      </SWRConfig>
    </ThemeProvider>
  );
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
