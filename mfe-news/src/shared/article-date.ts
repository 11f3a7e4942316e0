import { format, isValid, parseISO } from 'date-fns';

/** News dates read 'do MMMM yyyy' (1st March 2025); a missing date is 'TBC'. */
export function formatArticleDate(iso: string | null | undefined): string {
  if (!iso) return 'TBC';
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'do MMMM yyyy') : 'TBC';
}
