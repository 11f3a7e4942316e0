/** @jest-environment node */
import { storedHtml } from './stored-html';

describe('storedHtml on the server', () => {
  it('renders the HTML as stored (sanitized when it was written), without failing', () => {
    expect(storedHtml('<p>Light &amp; <strong>space</strong></p>')).toBe(
      '<p>Light &amp; <strong>space</strong></p>',
    );
  });
});
