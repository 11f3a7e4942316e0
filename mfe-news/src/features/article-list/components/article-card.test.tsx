import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@reedmere/router';
import { makeArticle } from '../../../../test/fixtures';
import { ArticleCard } from './article-card';

const renderCard = (featured: boolean, overrides = {}) =>
  render(
    <MemoryRouter>
      <ArticleCard article={makeArticle(overrides)} featured={featured} />
    </MemoryRouter>,
  );

describe('ArticleCard', () => {
  it('links the title to the article, encoding the slug', () => {
    renderCard(false, { slug: 'rates & fees' });
    expect(screen.getByRole('link', { name: 'Spring market' })).toHaveAttribute(
      'href',
      '/news/rates%20%26%20fees',
    );
  });

  it('shows the image with width variants, lazily for a recent article', () => {
    renderCard(false);
    const img = screen.getByRole('img', { name: 'Spring market' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.getAttribute('srcset')).toContain('/api/files/img-spring-w400.jpg 400w');
  });

  it('loads the featured image at once', () => {
    renderCard(true);
    expect(screen.getByRole('img', { name: 'Spring market' })).toHaveAttribute('loading', 'eager');
  });

  it("reads 'No Image' for an article without an image", () => {
    renderCard(false, { featuredImage: null });
    expect(screen.getByText('No Image')).toBeInTheDocument();
  });

  it('shows the date with its machine-readable form, the author and the excerpt', () => {
    renderCard(false);
    expect(screen.getByText('1st March 2025').tagName).toBe('TIME');
    expect(screen.getByText('1st March 2025')).toHaveAttribute(
      'datetime',
      '2025-03-01T09:00:00.000Z',
    );
    expect(screen.getByText('By Jo Smith')).toBeInTheDocument();
    expect(screen.getByText('Buyers are back.')).toBeInTheDocument();
  });
});
