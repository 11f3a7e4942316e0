import type {
  Development,
  NewsArticle,
  Property,
  RouteMatch,
  ScreenName,
} from '@reedmere/contracts';
import { articleMeta, developmentMeta, propertyMeta, type DetailMeta } from './page-meta';

/** A page about one record: where its record is read, and what the record says of the page. */
export interface DetailPage {
  /** The public API address of the record (the browser reads it; it is also its SWR key). */
  apiPath(params: Readonly<Record<string, string>>): string;
  /** The service that holds the record, the address there and the query that keeps it public. */
  service: 'listings' | 'developments' | 'news';
  servicePath(params: Readonly<Record<string, string>>): string;
  serviceQuery?: Readonly<Record<string, string | boolean>>;
  /** The page's title, description and image, from the record. */
  describe(record: unknown): DetailMeta;
}

const param = (params: Readonly<Record<string, string>>, name: string) =>
  encodeURIComponent(params[name] ?? '');

/**
 * The detail pages, declared once for the server's head (the BFF) and the browser's (the shell):
 * a screen listed here is about the record its path names, and a record that is not there makes
 * it the not-found page.
 */
export const DETAIL_PAGES: Readonly<Partial<Record<ScreenName, DetailPage>>> = {
  'property-detail': {
    apiPath: (params) => `/api/properties/${param(params, 'id')}`,
    service: 'listings',
    servicePath: (params) => `/properties/${param(params, 'id')}`,
    describe: (record) => propertyMeta(record as Property),
  },
  'development-detail': {
    apiPath: (params) => `/api/developments/${param(params, 'id')}`,
    service: 'developments',
    servicePath: (params) => `/developments/${param(params, 'id')}`,
    describe: (record) => developmentMeta(record as Development),
  },
  'news-article': {
    apiPath: (params) => `/api/news/${param(params, 'slug')}`,
    service: 'news',
    servicePath: (params) => `/articles/${param(params, 'slug')}`,
    serviceQuery: { published: true },
    describe: (record) => articleMeta(record as NewsArticle),
  },
};

/** The detail page a path shows, or undefined for any other page. */
export function detailPageOf(match: RouteMatch): DetailPage | undefined {
  return match.screen === '404' ? undefined : DETAIL_PAGES[match.screen];
}
