/** A `page` query value as a whole number from 1 (anything else is page 1). */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
