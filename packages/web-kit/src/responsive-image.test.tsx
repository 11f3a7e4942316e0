import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { ResponsiveImage } from './responsive-image';

const uploaded = '/api/files/img-abc.jpg';

describe('ResponsiveImage', () => {
  it('offers the width variants of an uploaded image, the 800 px copy as src, lazily by default', () => {
    render(<ResponsiveImage src={uploaded} alt="A barn" sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'A barn' });
    expect(img).toHaveAttribute(
      'srcset',
      '/api/files/img-abc-w400.jpg 400w, /api/files/img-abc-w800.jpg 800w, /api/files/img-abc.jpg 1200w',
    );
    expect(img).toHaveAttribute('src', '/api/files/img-abc-w800.jpg');
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('loads at once when above the fold', () => {
    render(<ResponsiveImage src={uploaded} alt="Lead" sizes="100vw" eager />);
    expect(screen.getByRole('img', { name: 'Lead' })).toHaveAttribute('loading', 'eager');
  });

  it("fetches the page's main picture first", () => {
    render(<ResponsiveImage src={uploaded} alt="Main" sizes="100vw" priority />);
    const img = screen.getByRole('img', { name: 'Main' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    render(<ResponsiveImage src={uploaded} alt="Other" sizes="100vw" eager />);
    expect(screen.getByRole('img', { name: 'Other' })).not.toHaveAttribute('fetchpriority');
  });

  it('uses other images as they are, without a srcset', () => {
    render(<ResponsiveImage src="https://example.com/a.jpg" alt="Elsewhere" sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'Elsewhere' });
    expect(img).toHaveAttribute('src', 'https://example.com/a.jpg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it("reads 'No Image' without a picture, named after what is missing", () => {
    render(<ResponsiveImage src={null} alt="Plot" />);
    expect(screen.getByText('No Image')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Plot: no image' })).toBeInTheDocument();
  });

  it("reads 'No Image' as plain text for a picture that only decorates", () => {
    render(<ResponsiveImage src={undefined} alt="" />);
    expect(screen.getByText('No Image')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("logs a failed load and reads 'No Image' in its place", () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    render(<ResponsiveImage src={uploaded} alt="Broken" />);
    fireEvent.error(screen.getByRole('img', { name: 'Broken' }));
    expect(screen.getByText('No Image')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Broken: no image' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('img-abc.jpg'));
    warn.mockRestore();
  });

  it('tries again when given another picture after a failure', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender } = render(<ResponsiveImage src={uploaded} alt="Photo" />);
    fireEvent.error(screen.getByRole('img', { name: 'Photo' }));
    rerender(<ResponsiveImage src="/api/files/img-next.jpg" alt="Photo" />);
    expect(screen.getByRole('img', { name: 'Photo' })).toHaveAttribute(
      'src',
      '/api/files/img-next-w800.jpg',
    );
    warn.mockRestore();
  });
});
