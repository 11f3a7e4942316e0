import { resolveRoute, type PageDataRequest, type PageLocation } from '@reedmere/contracts';
import type { RemoteName } from '@reedmere/mf-build/remotes';
import { remoteForOwner } from '../remotes/registry';
import { seoRecordKey } from '../seo/seo-record-key';

/** One exposed module of a remote. */
interface PagePart {
  name: RemoteName;
  module: string;
}

/**
 * The remote modules a path renders, in page order: the server renders them, and the browser
 * loads them ahead of a page the visitor is about to open.
 */
export function pagePartsOf(pathname: string): PagePart[] {
  const match = resolveRoute(pathname);
  if (match.screen === 'home') {
    return [
      { name: 'listings', module: 'home-sections' },
      { name: 'developments', module: 'home-projects' },
    ];
  }
  const remote = remoteForOwner(match.owner);
  // The admin panel is for a signed-in admin only: never rendered on the server, nor read ahead.
  if (!remote || remote === 'admin') return [];
  return [{ name: remote, module: 'routes' }];
}

/** The shell's own reads for a page: its SEO record (the head the browser keeps up to date). */
export function shellDataRequests({ pathname }: PageLocation): PageDataRequest[] {
  const key = seoRecordKey(resolveRoute(pathname));
  return key ? [{ key, optional: true }] : [];
}
