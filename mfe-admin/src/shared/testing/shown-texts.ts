/** Checks that `element` shows each of `texts` somewhere in its text, whatever the order. */
export function expectToShow(element: HTMLElement, texts: readonly string[]): void {
  for (const text of texts) expect(element).toHaveTextContent(text);
}
