import { render } from '@testing-library/react';
import { MemoryRouter } from '@reedmere/router';
import { ScrollToTop } from './scroll-to-top';

describe('ScrollToTop', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => scrollTo.mockRestore());

  it('scrolls smoothly to the top on a page change', () => {
    render(
      <MemoryRouter initialEntries={['/contact']}>
        <ScrollToTop />
      </MemoryRouter>,
    );
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('scrolls to the section a link names, such as the lettings fees', () => {
    const section = document.createElement('section');
    section.id = 'lettings-fees';
    const scrollIntoView = jest.fn();
    section.scrollIntoView = scrollIntoView;
    document.body.append(section);
    try {
      render(
        <MemoryRouter initialEntries={['/terms-conditions#lettings-fees']}>
          <ScrollToTop />
        </MemoryRouter>,
      );
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      section.remove();
    }
  });

  it('falls back to the top for a missing or malformed section name', () => {
    render(
      <MemoryRouter initialEntries={['/terms-conditions#%E0%A4%A']}>
        <ScrollToTop />
      </MemoryRouter>,
    );
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
