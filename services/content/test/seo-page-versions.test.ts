import { describeConditionalReplace, interleaved } from '@reedmere/service-kit/testing';
import { createSeoPages } from '../src/domain/seo-pages';
import { startTestService } from './support/test-service';

// The use case writes without reading first: the write itself finds a page gone or saved since.
describeConditionalReplace({
  start: startTestService,
  path: '/seo-pages',
  collection: 'seo_pages',
  record: 'SEO page',
  notFound: 'SEO page not found',
  body: { pagePath: '/residential', pageTitle: 'Residential property in Norfolk' },
  field: 'pageTitle',
  replaceMeanwhile({ services }, meanwhile) {
    const pages = createSeoPages(interleaved(services.seoPageRepository, 'replace', meanwhile));
    return (id, body, expected) => pages.replace(id, body, expected);
  },
});
