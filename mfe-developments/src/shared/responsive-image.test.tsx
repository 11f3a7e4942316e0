import { fireEvent, render, screen } from '@testing-library/react';
import { ResponsiveImage } from './responsive-image';

describe('ResponsiveImage', () => {
  it('offers the width variants of an uploaded image', () => {
    render(<ResponsiveImage src="/api/files/img-abc.jpg" alt="A barn" sizes="50vw" lazy />);
    const img = screen.getByRole('img', { name: 'A barn' });
    expect(img).toHaveAttribute(
      'srcset',
      '/api/files/img-abc-w400.jpg 400w, /api/files/img-abc-w800.jpg 800w, /api/files/img-abc.jpg 1200w',
    );
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('gives other images no srcset', () => {
    render(<ResponsiveImage src="https://example.com/a.jpg" alt="Elsewhere" sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'Elsewhere' });
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('shows No Image without a picture or when it fails to load', () => {
    const { rerender } = render(<ResponsiveImage src={undefined} alt="" sizes="50vw" />);
    expect(screen.getByText('No Image')).toBeInTheDocument();
    rerender(<ResponsiveImage src="/api/files/img-x.jpg" alt="Broken" sizes="50vw" />);
    fireEvent.error(screen.getByRole('img', { name: 'Broken' }));
    expect(screen.getByText('No Image')).toBeInTheDocument();
  });
});
