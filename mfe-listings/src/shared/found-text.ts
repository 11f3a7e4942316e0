import { countText } from './count-text';

/**
 * A list's count of matches, '{n} Properties Found' ('1 Property Found'); without the count (an
 * answer that does not say) 'Properties Found'.
 */
export function foundText(total: number | null): string {
  return total === null
    ? 'Properties Found'
    : `${countText(total, 'Property', 'Properties')} Found`;
}
