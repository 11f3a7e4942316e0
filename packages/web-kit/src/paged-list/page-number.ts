/** A `page` query value as a whole number from 1 (anything else is page 1). */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The address of page `page` of the list at `pathname`: page 1 is the bare path. */
export function pageHref(pathname: string, page: number): string {
  return page > 1 ? `${pathname}?page=${page}` : pathname;
}
