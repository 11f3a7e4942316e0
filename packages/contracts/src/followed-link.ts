/**
 * The history state of an entry the site's own navigation opened by a link: the page (path and
 * query) the link was on. Whoever draws the link, a router link or a static part's plain one, the
 * page it opens can send the visitor back there.
 */
export interface FollowedLinkState {
  followedFrom: string;
}

export function followedLinkState(location: {
  pathname: string;
  search: string;
}): FollowedLinkState {
  return { followedFrom: location.pathname + location.search };
}

/** The page (path and query) a history entry's state says its link was on, or null. */
export function followedFrom(state: unknown): string | null {
  const from = (state as Partial<FollowedLinkState> | null | undefined)?.followedFrom;
  return typeof from === 'string' && from.startsWith('/') ? from : null;
}
