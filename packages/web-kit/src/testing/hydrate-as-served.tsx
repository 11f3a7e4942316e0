import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from '@reedmere/router';
import { SWRConfig } from 'swr';
import { renderAsServer } from './render-as-server';

export interface HydratedPage {
  /** The HTML the server sent. */
  html: string;
  /** The element in the document the page was hydrated in. */
  container: HTMLElement;
  /** The errors React recovered from while hydrating (a mismatch among them): none if it hydrated as rendered. */
  recovered: unknown[];
  /** What was logged with `console.error` while hydrating. */
  errors: unknown[][];
}

const hydrated: Array<{ root: Root; container: HTMLElement }> = [];

/** The SWR fetcher of a hydrated page: it reads nothing, so only the page's own readers can. */
const readsNothing = () => undefined;

/**
 * `element` at `path` as the shell serves it: `fallback` (the answers the server read, by key)
 * as SWR's fallback and not asked for again, as the shell's server data config does, rendered
 * to HTML, then hydrated in the document. Call `unmountHydrated` after each test.
 */
export async function hydrateAsServed(
  path: string,
  element: ReactElement,
  fallback: Record<string, unknown>,
): Promise<HydratedPage> {
  const tree = (
    <SWRConfig
      value={{
        provider: () => new Map(),
        fallback,
        revalidateOnMount: false,
        fetcher: readsNothing,
      }}
    >
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </SWRConfig>
  );
  const html = await renderAsServer(tree);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const recovered: unknown[] = [];
  const errors: unknown[][] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(args);
  };
  try {
    await act(async () => {
      const root = hydrateRoot(container, tree, {
        onRecoverableError: (error) => {
          recovered.push(error);
        },
      });
      hydrated.push({ root, container });
    });
  } finally {
    console.error = consoleError;
  }
  return { html, container, recovered, errors };
}

/** Unmounts every page `hydrateAsServed` hydrated and takes it out of the document. */
export function unmountHydrated(): void {
  for (const { root, container } of hydrated.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
}
