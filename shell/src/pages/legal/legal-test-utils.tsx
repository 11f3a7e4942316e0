import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@reedmere/router';

/** Renders a legal page at `path` (which may carry a #hash) inside a router. */
export function renderLegalPage(page: ReactElement, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={page} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The text of the numbered section headings ('1. Who we are', ...), in document order. */
export function numberedSectionHeadings(): string[] {
  return screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '')
    .filter((text) => /^\d+\. /.test(text));
}

/** Freezes the clock at `iso` for the duration of `run`. */
export function withFixedClock(iso: string, run: () => void): void {
  jest.useFakeTimers();
  jest.setSystemTime(new Date(iso));
  try {
    run();
  } finally {
    jest.useRealTimers();
  }
}

/** The section with this id; fails the test when the page has none. */
export function section(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`No section #${id}`);
  return element;
}
