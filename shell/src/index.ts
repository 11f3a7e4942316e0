import { startMoment } from './app/start-moment';

// Async boundary: the shared modules (React, the router, ...) are negotiated before bootstrap runs.
void startMoment().then(() => import('./bootstrap'));
