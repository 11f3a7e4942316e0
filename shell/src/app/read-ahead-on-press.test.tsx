import { act, fireEvent, render, screen } from '@testing-library/react';
import { resolveRoute, type PageLoader } from '@reedmere/contracts';
import { ApiError } from '@reedmere/web-kit';
import { RemoteLoaderProvider } from '../remotes/remote-section';
import type { RemoteLoader } from '../remotes/registry';
import { seoRecordKey } from '../seo/seo-record-key';
import { readPageRequest } from './read-ahead';
import { forgetReadsAhead } from './read-ahead-answers';
import ReadAheadOnPress from './read-ahead-on-press';

/** An answer as `fetch` gives it (jsdom has no Response), with its headers. */
function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  } as Response;
}

// jsdom has no pointer events: a mouse event with the field the handler reads stands in for one.
class TestPointerEvent extends MouseEvent {
  readonly isPrimary: boolean;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.isPrimary = init.isPrimary ?? false;
  }
}
window.PointerEvent ??= TestPointerEvent as unknown as typeof PointerEvent;

const fetchStub = jest.fn(async (_url: string, _init?: RequestInit) => answer(200, {}));
beforeEach(() => {
  fetchStub.mockClear();
  global.fetch = fetchStub as unknown as typeof fetch;
});
afterEach(forgetReadsAhead);

describe('readPageRequest', () => {
  it("reads a counted list as the list page's hook keeps it: the page with its total", async () => {
    fetchStub.mockResolvedValueOnce(answer(200, ['a', 'b'], { 'x-total-count': '14' }));
    await expect(
      readPageRequest({ key: '/api/properties?page=1', counted: true }),
    ).resolves.toEqual({ items: ['a', 'b'], total: 14 });
    expect(fetchStub).toHaveBeenCalledWith('/api/properties?page=1', {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  });

  it('reads a record that is not there as null when the page can do without it', async () => {
    fetchStub.mockResolvedValueOnce(answer(404, { message: 'Not found' }));
    await expect(readPageRequest({ key: '/api/seo-pages/path/x', optional: true })).resolves.toBe(
      null,
    );
  });

  it('fails as the page itself would when the record it is about is not there', async () => {
    fetchStub.mockResolvedValueOnce(answer(404, { message: 'Property not found' }));
    const read = readPageRequest({ key: '/api/properties/P9', subject: true });
    await expect(read).rejects.toBeInstanceOf(ApiError);
    await expect(read).rejects.toMatchObject({ status: 404 });
  });
});

describe('a press on a link', () => {
  const propertyReads: PageLoader = ({ pathname }) => [
    { key: `/api${pathname.replace('/property/', '/properties/')}`, subject: true },
    { key: 'https://elsewhere.example/api/x' },
  ];
  const loader = jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>(async () => ({
    default: () => null,
    loader: propertyReads,
  }));

  function renderLinks() {
    loader.mockClear();
    render(
      <RemoteLoaderProvider value={loader}>
        <ReadAheadOnPress />
        <a href="/property/P1">A property</a>
        <a href="/">This page</a>
        <a href="https://elsewhere.example/property/P1">Another site</a>
        <a href="/admin">The admin</a>
      </RemoteLoaderProvider>,
    );
  }

  const press = async (name: string, button = 0) => {
    fireEvent.pointerDown(screen.getByRole('link', { name }), { button, isPrimary: true });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  };
  const requested = () => fetchStub.mock.calls.map(([url]) => url);

  it("starts the page's reads: its head's record and what its remote's loader names", async () => {
    renderLinks();
    await press('A property');
    expect(loader).toHaveBeenCalledWith('listings', 'routes');
    expect(requested().sort()).toEqual(
      [seoRecordKey(resolveRoute('/property/P1')), '/api/properties/P1'].sort(),
    );
  });

  it('reads nothing for this page, another site, the admin or another button', async () => {
    renderLinks();
    await press('This page');
    await press('Another site');
    await press('The admin');
    await press('A property', 2);
    expect(requested()).toEqual([]);
    expect(loader).not.toHaveBeenCalled();
  });

  it("reads nothing from the admin's document: the public pages are the public site's", async () => {
    // The admin site serves its document at /admin.
    window.history.replaceState(null, '', '/admin');
    try {
      renderLinks();
      await press('A property');
      expect(requested()).toEqual([]);
      expect(loader).not.toHaveBeenCalled();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('reads ahead for Enter on a link as for a press, not for another key or Ctrl+Enter', async () => {
    renderLinks();
    const link = screen.getByRole('link', { name: 'A property' });
    fireEvent.keyDown(link, { key: ' ' });
    fireEvent.keyDown(link, { key: 'Enter', ctrlKey: true });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(requested()).toEqual([]);
    fireEvent.keyDown(link, { key: 'Enter' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(requested()).toContain('/api/properties/P1');
  });

  it('takes the answer the page holds for a read instead of asking for it', async () => {
    renderLinks();
    loader.mockResolvedValueOnce({
      default: () => null,
      loader: () => [{ key: '/api/properties/P1', subject: true, inHand: { id: 'P1' } }],
    });
    await press('A property');
    expect(requested()).toEqual([seoRecordKey(resolveRoute('/property/P1'))]);
  });

  it('reads a page once while its reads are fresh, however often it is pressed', async () => {
    renderLinks();
    await press('A property');
    await press('A property');
    expect(requested()).toHaveLength(2);
  });
});
