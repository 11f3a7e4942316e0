import '@testing-library/jest-dom';
import styled from '@emotion/styled';
import { render, screen } from '@testing-library/react';
import { keepStylesOutOfDocument, putEmotionStylesInDocument } from './styles-out-of-document';

const Hidden = styled.p({ display: 'none' });

/** What a library does on import or when its widget is made: a rule of its own in the head. */
function addLibraryStyle(css: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return style;
}

/** The selector of every rule the document applies. */
const rulesInDocument = () =>
  Array.from(document.styleSheets).flatMap((sheet) =>
    Array.from(sheet.cssRules).map((rule) => (rule as CSSStyleRule).selectorText),
  );

describe('keepStylesOutOfDocument', () => {
  beforeAll(keepStylesOutOfDocument);
  afterEach(keepStylesOutOfDocument);

  it("keeps emotion's rules out of the document, so only the markup decides what is shown", () => {
    render(<Hidden>Shown to role queries</Hidden>);
    expect(screen.getByText('Shown to role queries')).toBeVisible();
    expect(rulesInDocument()).toEqual([]);
  });

  it('empties the rules a library adds to the head as soon as it adds them, leaving its element', async () => {
    const style = addLibraryStyle('[data-toaster] { display: none; }');
    await Promise.resolve();
    expect(style.isConnected).toBe(true);
    expect(rulesInDocument()).toEqual([]);
  });

  it('puts emotion’s rules back for a test that reads a style MUI gives, and takes them out after', async () => {
    putEmotionStylesInDocument();
    render(<Hidden>Hidden by its class</Hidden>);
    // Once the head's watcher has seen emotion's new element too.
    await Promise.resolve();
    expect(screen.getByText('Hidden by its class')).not.toBeVisible();
    keepStylesOutOfDocument();
    expect(screen.getByText('Hidden by its class')).toBeVisible();
  });
});
