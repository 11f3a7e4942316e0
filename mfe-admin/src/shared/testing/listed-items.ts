import { screen } from '@testing-library/react';

/**
 * Waits for the listed items (the elements of `role`, list items unless given), checks that a
 * screen reader names them `names` in that order, and returns them in that order.
 */
export async function findItemsNamed<const Names extends readonly string[]>(
  names: Names,
  role: 'listitem' | 'article' = 'listitem',
): Promise<{ [K in keyof Names]: HTMLElement }> {
  const items = await screen.findAllByRole(role);
  expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(names);
  return items as unknown as { [K in keyof Names]: HTMLElement };
}
