/**
 * A count with its noun in the right number: `countText(1, 'Property', 'Properties')` is
 * '1 Property', `countText(3, 'bed')` is '3 beds'. Thousands are grouped the en-GB way.
 */
export function countText(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;
}
