import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatLegalDate, LegalPage, numberedTitle, type LegalSection } from './legal-page';
import { renderLegalPage } from './legal-test-utils';

const SECTIONS: readonly LegalSection[] = [
  { id: 'first', title: 'First', content: <p>One</p> },
  { id: 'second', title: 'Second', content: <p>Two</p> },
  { id: 'third', title: 'Third', content: <p>Three</p> },
];

const page = <LegalPage title="Sample" subtitle="A sample page" sections={SECTIONS} />;

describe('legal page helpers', () => {
  it('formats dates en-GB with the month name', () => {
    expect(formatLegalDate(new Date(2026, 10, 22))).toBe('22 November 2026');
    expect(formatLegalDate(new Date(2027, 0, 1))).toBe('1 January 2027');
  });

  it('numbers section titles from one', () => {
    expect(numberedTitle(0, 'Who we are')).toBe('1. Who we are');
    expect(numberedTitle(10, 'Complaints')).toBe('11. Complaints');
  });
});

describe('LegalPage', () => {
  let scrollIntoView: jest.Mock;
  const original = Element.prototype.scrollIntoView;

  beforeEach(() => {
    scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    Element.prototype.scrollIntoView = original;
  });

  it('brings the section named in the URL hash into view on load', () => {
    renderLegalPage(page, '/sample#second');
    const second = document.getElementById('second');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(second);
    expect(second).toHaveFocus();
  });

  it('does not scroll without a hash or with an unknown one', () => {
    renderLegalPage(page, '/sample');
    renderLegalPage(page, '/sample#nowhere');
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('ignores a malformed escape in the hash instead of failing', () => {
    expect(() => renderLegalPage(page, '/sample#%E0%A4%A')).not.toThrow();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('moves to a section from the contents list', async () => {
    renderLegalPage(page, '/sample');
    await userEvent.click(screen.getByRole('link', { name: '3. Third' }));
    const third = document.getElementById('third');
    expect(scrollIntoView.mock.contexts).toEqual([third]);
    expect(third).toHaveFocus();
  });

  it('still focuses the section where scrollIntoView is missing', () => {
    // As in jsdom and some older browsers.
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    expect(() => renderLegalPage(page, '/sample#first')).not.toThrow();
    expect(document.getElementById('first')).toHaveFocus();
  });
});
