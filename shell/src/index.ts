import { keepEarlyTap } from './app/early-tap';
import { startMoment } from './app/start-moment';

// A tap on a served page is kept from the moment this code runs, to be played again once the
// page is live.
const earlyTap = keepEarlyTap();
// Async boundary: the shared modules (React, the router, ...) are negotiated before bootstrap runs.
void startMoment()
  .then(() => import('./bootstrap'))
  .then(({ startApp }) => startApp(earlyTap));
