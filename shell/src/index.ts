// Async boundary: the shared modules (React, the router, ...) are negotiated before bootstrap runs.
import('./bootstrap');
