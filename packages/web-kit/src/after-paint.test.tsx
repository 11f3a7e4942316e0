import { act, useLayoutEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { AfterPaint } from './after-paint';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

/** The markup at the page's first commit. */
function FirstCommit({ seen }: { seen: string[] }) {
  useLayoutEffect(() => {
    seen.push(container.innerHTML);
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
    container.innerHTML = served;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const seen: string[] = [];
    await act(async () => {
      root = hydrateRoot(container, page(seen));
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.querySelector('script')).not.toBeNull();
  });

  it('draws a page rendered in the browser first, and its children just after', async () => {
    const seen: string[] = [];
    await act(async () => {
      root = createRoot(container);
      root.render(page(seen));
    });
    expect(seen[0]).toContain('<h1>Property</h1>');
    expect(seen[0]).not.toContain('script');
    expect(container.querySelector('script[type="application/ld+json"]')).not.toBeNull();
  });
});
