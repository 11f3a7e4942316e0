import { StrictMode } from 'react';
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
    // A page the server rendered is taken over as it is; otherwise the browser renders it.
    if (served) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
