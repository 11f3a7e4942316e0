import { NO_IMAGE_TEXT, showFallbacksOfStaticImages } from './image-fallback';

const frame = (alt: string) =>
  `<span><span data-image-fallback="" hidden=""><span aria-hidden="true">${NO_IMAGE_TEXT}</span></span>` +
  `<img src="/api/files/img-gone.jpg" alt="${alt}"></span>`;

describe('showFallbacksOfStaticImages', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    jest.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it("shows 'No Image', named after the picture, when a picture in a static part fails", () => {
    document.body.innerHTML = `<div data-static-part="">${frame('A barn')}</div>`;
    // jsdom loads no images: a page whose pictures have not failed yet.
    jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    showFallbacksOfStaticImages(document);
    expect(document.querySelector('img')).not.toBeNull();
    document.querySelector('img')!.dispatchEvent(new Event('error'));
    expect(document.querySelector('img')).toBeNull();
    const fallback = document.querySelector<HTMLElement>('[data-image-fallback]')!;
    expect(fallback.hidden).toBe(false);
    expect(fallback.getAttribute('role')).toBe('img');
    expect(fallback.getAttribute('aria-label')).toBe('A barn: no image');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('img-gone.jpg'));
  });

  it('catches a picture that failed before it was called', () => {
    document.body.innerHTML = `<div data-static-part="">${frame('')}</div>`;
    jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    showFallbacksOfStaticImages(document);
    expect(document.querySelector('img')).toBeNull();
    const fallback = document.querySelector<HTMLElement>('[data-image-fallback]')!;
    expect(fallback.hidden).toBe(false);
    // A picture that only decorates stays unnamed.
    expect(fallback.hasAttribute('role')).toBe(false);
  });

  it('leaves pictures outside static parts to React', () => {
    document.body.innerHTML = frame('Gallery');
    jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    showFallbacksOfStaticImages(document);
    document.querySelector('img')!.dispatchEvent(new Event('error'));
    expect(document.querySelector('img')).not.toBeNull();
    expect(document.querySelector<HTMLElement>('[data-image-fallback]')!.hidden).toBe(true);
  });
});
