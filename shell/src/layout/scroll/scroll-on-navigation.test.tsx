import { act, fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter, Link, MemoryRouter, useNavigate } from '@reedmere/router';
import { ScrollOnNavigation } from './scroll-on-navigation';

function Controls() {
  const navigate = useNavigate();
  return (
    <>
      <Link to="/property/1">View Details</Link>
      <Link to="/residential?page=2">Next</Link>
      <Link to="#lettings-fees">Fees</Link>
      <Link to="/terms-conditions#%E0%A4%A">Malformed</Link>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

function site(initialEntry: string) {
  return render(
    <MemoryRouter initialEntries={[initialEntry]}>
      <ScrollOnNavigation />
      <Controls />
    </MemoryRouter>,
  );
}

/** Scrolls the window as the visitor would and lets the position be recorded. */
async function visitorScrollsTo(top: number) {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
  fireEvent.scroll(window);
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

describe('ScrollOnNavigation', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => scrollTo.mockRestore());

  it('leaves a freshly opened page where the browser put it', () => {
    site('/contact');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opens a new page at its top at once, not with a glide from the old position', () => {
    site('/');
    fireEvent.click(screen.getByRole('link', { name: 'View Details' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('returns to the position the visitor left on Back', async () => {
    site('/');
    await visitorScrollsTo(706);
    fireEvent.click(screen.getByRole('link', { name: 'View Details' }));
    await visitorScrollsTo(0);
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 706, left: 0, behavior: 'instant' });
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('returns to the position of a scroll the visitor clicked away in the same frame', () => {
    site('/');
    // Scrolled, and the link clicked before the scroll's frame came.
    Object.defineProperty(window, 'scrollY', { value: 1180, configurable: true });
    fireEvent.click(screen.getByRole('link', { name: 'View Details' }));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 1180, left: 0, behavior: 'instant' });
  });

  it('keeps the position the visitor left, not where the window moves while the next page is on its way', async () => {
    window.history.replaceState(null, '', '/');
    // The next page is drawn once its reads are in: until then the list stays on screen.
    let readsIn: (ready: boolean) => void = () => undefined;
    const whenReady = () => new Promise<boolean>((resolve) => (readsIn = resolve));
    render(
      <BrowserRouter whenReady={whenReady}>
        <ScrollOnNavigation />
        <Controls />
      </BrowserRouter>,
    );
    await visitorScrollsTo(2648);
    fireEvent.click(screen.getByRole('link', { name: 'View Details' }));
    // The address has changed, and the window moves (the browser keeping something in view as
    // the page changes) before the property is drawn.
    await visitorScrollsTo(323);
    await act(async () => {
      readsIn(true);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await visitorScrollsTo(0);
    scrollTo.mockClear();
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(scrollTo).toHaveBeenCalledWith({ top: 2648, left: 0, behavior: 'instant' });
    window.history.replaceState(null, '', '/');
  });

  it('leaves the position to the page when only the query changes', () => {
    site('/residential');
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('glides to a section of the page already showing', () => {
    const section = document.createElement('section');
    section.id = 'lettings-fees';
    const scrollIntoView = jest.fn();
    section.scrollIntoView = scrollIntoView;
    document.body.append(section);
    try {
      site('/terms-conditions');
      fireEvent.click(screen.getByRole('link', { name: 'Fees' }));
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      section.remove();
    }
  });

  it('opens another page at its top when the section a link names is malformed', () => {
    site('/');
    fireEvent.click(screen.getByRole('link', { name: 'Malformed' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});
