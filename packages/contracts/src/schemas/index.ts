// joi schemas for the back end (kept out of the main entry so browser bundles never load joi).
export * from './common';
export * from './plain-text';
export * from './list-page';
export * from './record-update';
export * from './property';
export * from './development';
export * from './news-article';
export * from './seo-page';
export * from './enquiry';
export * from './alert';
export * from './audit-event';
export * from './people';
export * from './health-report';
export * from './deployment';
