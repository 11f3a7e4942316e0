import { act, render, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate } from '@reedmere/router';
import { SWRConfig } from 'swr';
import { AGENCY, DEFAULT_DESCRIPTION } from '@reedmere/agency';
import { NOT_FOUND } from '@reedmere/contracts';
import { jsonResponse } from '../../test/json-response';
import { SeoManager } from './seo-manager';

type Answer = { status: number; body?: unknown };

/** Answers the lookups by URL; anything not listed is a 404. */
function stubFetch(answers: Record<string, Answer>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const answer = answers[url] ?? { status: 404, body: { message: 'Not found' } };
    return jsonResponse(answer.status, answer.body);
  });
  global.fetch = fetchMock as typeof fetch;
  return fetchMock;
}

let navigateTo: (path: string) => void = () => undefined;
function NavigationHandle() {
  const navigate = useNavigate();
  navigateTo = navigate;
  return null;
}

function renderAt(path: string) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={[path]}>
        <SeoManager />
        <NavigationHandle />
      </MemoryRouter>
    </SWRConfig>,
  );
}

const meta = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content') ?? null;

const seoRecord = {
  id: 's1',
  pagePath: '/residential',
  pageTitle: 'Homes for sale in Norfolk',
  metaDescription: 'Houses, cottages and flats for sale.',
  metaKeywords: 'homes, Norfolk',
  ogTitle: 'Norfolk homes',
  ogDescription: 'Find your next home.',
  ogImage: '/api/files/hero.jpg',
  isActive: true,
};

beforeEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('SeoManager', () => {
  it('uses the page SEO record when one is set', async () => {
    const fetchMock = stubFetch({
      '/api/seo-pages/path/residential': { status: 200, body: seoRecord },
    });
    renderAt('/residential');
    await waitFor(() => expect(document.title).toBe('Homes for sale in Norfolk'));
    expect(meta('meta[name="description"]')).toBe('Houses, cottages and flats for sale.');
    expect(meta('meta[name="keywords"]')).toBe('homes, Norfolk');
    expect(meta('meta[property="og:title"]')).toBe('Norfolk homes');
    expect(meta('meta[property="og:description"]')).toBe('Find your next home.');
    expect(meta('meta[property="og:image"]')).toBe('http://localhost/api/files/hero.jpg');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost/residential',
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/seo-pages/path/residential',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('falls back to the screen defaults when no record exists', async () => {
    stubFetch({});
    renderAt('/contact');
    await waitFor(() => expect(document.title).toBe(`Contact Us | ${AGENCY.name}`));
    expect(meta('meta[name="description"]')).toContain('Norwich, Dereham and Diss');
    expect(meta('meta[property="og:image"]')).toBeNull();
  });

  it('falls back when the lookup fails, and asks once (no retry)', async () => {
    const fetchMock = stubFetch({ '/api/seo-pages/path/home': { status: 503 } });
    renderAt('/');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(document.title).toBe(`${AGENCY.name} | Estate Agents in Norfolk`);
    expect(meta('meta[name="description"]')).toBe(DEFAULT_DESCRIPTION);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaves the served tags alone while the lookup is on its way', async () => {
    document.title = 'Served title';
    let answer: (response: Response) => void = () => undefined;
    global.fetch = jest.fn(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    ) as unknown as typeof fetch;
    renderAt('/residential');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.title).toBe('Served title');
    act(() => answer(jsonResponse(200, seoRecord)));
    await waitFor(() => expect(document.title).toBe('Homes for sale in Norfolk'));
  });

  it('keeps the public origin of the served canonical link', async () => {
    document.head.innerHTML = '<link rel="canonical" href="https://www.reedmere.example/">';
    stubFetch({ '/api/seo-pages/path/residential': { status: 200, body: seoRecord } });
    renderAt('/residential');
    await waitFor(() => expect(document.title).toBe('Homes for sale in Norfolk'));
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.reedmere.example/residential',
    );
    expect(meta('meta[property="og:image"]')).toBe(
      'https://www.reedmere.example/api/files/hero.jpg',
    );
  });

  it('describes a detail page by its own record', async () => {
    stubFetch({
      '/api/properties/p1': {
        status: 200,
        body: {
          id: 'p1',
          title: 'Flint cottage, Holt',
          description: '<p>A <strong>charming</strong> cottage near the green.</p>',
          images: ['/api/files/cottage.jpg'],
        },
      },
    });
    renderAt('/property/p1');
    await waitFor(() => expect(document.title).toBe(`Flint cottage, Holt | ${AGENCY.name}`));
    expect(meta('meta[name="description"]')).toBe('A charming cottage near the green.');
    expect(meta('meta[property="og:image"]')).toBe('http://localhost/api/files/cottage.jpg');
  });

  it('marks an unknown route as the 404 page, not to be indexed', async () => {
    const fetchMock = stubFetch({});
    renderAt('/no-such-page');
    await waitFor(() => expect(document.title).toBe(`${NOT_FOUND.title} | ${AGENCY.name}`));
    expect(meta('meta[name="robots"]')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the 404 meta on a detail page whose record is not there', async () => {
    const fetchMock = stubFetch({});
    renderAt('/property/gone');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(document.title).toBe(`${NOT_FOUND.title} | ${AGENCY.name}`));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.title).toBe(`${NOT_FOUND.title} | ${AGENCY.name}`);
    expect(meta('meta[name="robots"]')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it("describes a detail page by the screen's fallback when its record fails to load", async () => {
    stubFetch({ '/api/properties/p1': { status: 503 } });
    renderAt('/property/p1');
    await waitFor(() => expect(document.title).toBe(`Property Details | ${AGENCY.name}`));
    expect(meta('meta[name="robots"]')).toBeNull();
  });

  it('asks for no SEO record on the admin screens, which are not indexed', async () => {
    const fetchMock = stubFetch({});
    renderAt('/admin/seo');
    await waitFor(() => expect(meta('meta[name="robots"]')).toBe('noindex'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('follows client-side navigation', async () => {
    stubFetch({ '/api/seo-pages/path/residential': { status: 200, body: seoRecord } });
    renderAt('/no-such-page');
    await waitFor(() => expect(meta('meta[name="robots"]')).toBe('noindex'));
    act(() => navigateTo('/residential'));
    await waitFor(() => expect(document.title).toBe('Homes for sale in Norfolk'));
    expect(meta('meta[name="robots"]')).toBeNull();
  });
});
