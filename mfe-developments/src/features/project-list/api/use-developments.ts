import { LIST_PAGE_SIZE, type Development } from '@reedmere/contracts';
import { parsePage, usePagedList } from '@reedmere/web-kit';

/** The developments list stays fresh for 5 minutes. */
export const DEVELOPMENTS_FRESHNESS_MS = 300_000;

/** Project cards on a page of the developments list. */
export const PROJECTS_PER_PAGE = LIST_PAGE_SIZE;

/**
 * GET /api/developments, one page: projects newest first, PROJECTS_PER_PAGE a page. The key the
 * page reads for `page`, and the server renders with.
 */
export const developmentListKey = (page: number) =>
  `/api/developments?page=${page}&limit=${PROJECTS_PER_PAGE}`;

/** The list's read for the query of a /developments address (`?page=2`). */
export const developmentListKeyOf = (search: URLSearchParams) =>
  developmentListKey(parsePage(search.get('page')));

/** One page of the projects, with how many there are in all when the answer says. */
export function useDevelopments(page: number) {
  return usePagedList<Development>(
    developmentListKey(page),
    page,
    PROJECTS_PER_PAGE,
    DEVELOPMENTS_FRESHNESS_MS,
  );
}
