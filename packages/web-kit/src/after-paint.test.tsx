import { act, useLayoutEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import { AfterPaint } from './after-paint';
import { LOADING_SELECTOR } from './loading-status';
import { testContainer, type TestContainer } from './testing/test-container';

let container: TestContainer;
beforeEach(() => {
  container = testContainer();
});
afterEach(() => container.remove());

/** The markup at the page's first commit. */
function FirstCommit({ seen }: { seen: string[] }) {
  useLayoutEffect(() => {
    seen.push(container.element.innerHTML);
  }, [seen]);
  return null;
}

const page = (seen: string[]) => (
  <>
    <h1>Property</h1>
    <AfterPaint>
      <script type="application/ld+json">{'{}'}</script>
    </AfterPaint>
    <FirstCommit seen={seen} />
  </>
);

describe('AfterPaint', () => {
  it('renders its children with the page on the server and as the browser takes it over', async () => {
    const served = renderToString(page([]));
    expect(served).toContain('application/ld+json');
    container.element.innerHTML = served;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const seen: string[] = [];
    await act(async () => {
      container.hydrate(page(seen));
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.element.querySelector('script')).not.toBeNull();
  });

  it('draws a page rendered in the browser first, and its children once that frame is painted', async () => {
    const seen: string[] = [];
    const painted: string[] = [];
    await act(async () => {
      container.render(page(seen));
      requestAnimationFrame(() => painted.push(container.element.innerHTML));
    });
    expect(seen[0]).toContain('<h1>Property</h1>');
    expect(seen[0]).not.toContain('script');
    // Meanwhile the page says it is not complete.
    expect(seen[0]).toContain('<span data-loading="" hidden="">');
    await waitFor(() =>
      expect(container.element.querySelector('script[type="application/ld+json"]')).not.toBeNull(),
    );
    expect(painted).toHaveLength(1);
    expect(painted[0]).not.toContain('script');
    expect(container.element.querySelector(LOADING_SELECTOR)).toBeNull();
  });
});
