import useSWR from 'swr';
import { hydrateAsServed, unmountHydrated } from './hydrate-as-served';

function Greeting() {
  const { data } = useSWR<string>('/api/greeting');
  return <p>{data ?? 'Nothing read'}</p>;
}

let renders = 0;
/** Renders something new each time, so the browser's render never matches the server's. */
function Changing() {
  renders += 1;
  return <p>{`Render ${renders}`}</p>;
}

afterEach(unmountHydrated);

describe('hydrateAsServed', () => {
  it('serves the page from the fallback and hydrates it as rendered', async () => {
    const { html, container, recovered, errors } = await hydrateAsServed('/', <Greeting />, {
      '/api/greeting': 'Hello from the server',
    });
    expect(html).toContain('Hello from the server');
    expect(container.isConnected).toBe(true);
    expect(container.textContent).toBe('Hello from the server');
    expect(recovered).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('reports a page the browser renders unlike its HTML', async () => {
    const { recovered } = await hydrateAsServed('/', <Changing />, {});
    expect(recovered).not.toEqual([]);
  });

  it('takes the pages it hydrated out of the document once unmounted', async () => {
    const { container } = await hydrateAsServed('/', <Greeting />, {});
    unmountHydrated();
    expect(container.isConnected).toBe(false);
  });
});
