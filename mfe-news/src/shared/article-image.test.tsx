import { fireEvent, render, screen } from '@testing-library/react';
import { ArticleImage } from './article-image';

const uploaded = '/api/files/img-abc123.jpg';

describe('ArticleImage', () => {
  it('offers the width variants of an uploaded image and loads lazily by default', () => {
    render(<ArticleImage src={uploaded} alt="Spring market" sizes="100vw" />);
    const img = screen.getByRole('img', { name: 'Spring market' });
    expect(img).toHaveAttribute(
      'srcset',
      '/api/files/img-abc123-w400.jpg 400w, /api/files/img-abc123-w800.jpg 800w, /api/files/img-abc123.jpg 1200w',
    );
    expect(img).toHaveAttribute('src', '/api/files/img-abc123-w800.jpg');
    expect(img).toHaveAttribute('sizes', '100vw');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('loads at once when above the fold', () => {
    render(<ArticleImage src={uploaded} alt="Lead" sizes="100vw" eager />);
    expect(screen.getByRole('img', { name: 'Lead' })).toHaveAttribute('loading', 'eager');
  });

  it('uses other images as they are, without a srcset', () => {
    render(<ArticleImage src="https://example.com/a.jpg" alt="Elsewhere" sizes="100vw" />);
    const img = screen.getByRole('img', { name: 'Elsewhere' });
    expect(img).toHaveAttribute('src', 'https://example.com/a.jpg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it("reads 'No Image' without an image", () => {
    render(<ArticleImage src={null} alt="Nothing" sizes="100vw" />);
    expect(screen.getByText('No Image')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("reads 'No Image' when the image fails to load", () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    render(<ArticleImage src={uploaded} alt="Broken" sizes="100vw" />);
    fireEvent.error(screen.getByRole('img', { name: 'Broken' }));
    expect(screen.getByText('No Image')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
