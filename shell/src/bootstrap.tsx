import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { readServedPage } from './app/served-page';

const container = document.getElementById('root');
if (container) {
  void readServedPage().then((served) => {
    const app = (
      <StrictMode>
        <App served={served} />
      </StrictMode>
    );
    // A page the server rendered is taken over as it is; otherwise the browser renders it. In a
    // transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page (a tap during it is handled without waiting).
    if (served) {
      startTransition(() => {
        hydrateRoot(container, app);
      });
    } else {
      createRoot(container).render(app);
    }
  });
}
