import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@reedmere/router';
import { makeProperty } from '../../test/fixtures';
import { PropertyCard } from './property-card';

const renderCard = (props: Parameters<typeof PropertyCard>[0]) =>
  render(
    <MemoryRouter>
      <PropertyCard {...props} />
    </MemoryRouter>,
  );

describe('PropertyCard', () => {
  it('loads its photo lazily below the fold with the width variants', () => {
    renderCard({ property: makeProperty({ images: ['/api/files/img-abc.jpg'] }) });
    const img = screen.getByRole('img', { name: 'Victorian terrace in the Golden Triangle' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.getAttribute('srcset')).toContain('/api/files/img-abc-w400.jpg 400w');
    expect(img.getAttribute('sizes')).toBeTruthy();
  });

  it('loads at once when above the fold', () => {
    renderCard({ property: makeProperty(), priority: true });
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
  });

  it('has no srcset for images without variants', () => {
    renderCard({ property: makeProperty({ images: ['https://cdn.example/photo.jpg'] }) });
    expect(screen.getByRole('img')).not.toHaveAttribute('srcset');
  });

  it('shows No Image without photos and after a failed load', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { unmount } = renderCard({ property: makeProperty({ images: [] }) });
    expect(screen.getByText('No Image')).toBeInTheDocument();
    unmount();
    renderCard({ property: makeProperty() });
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByText('No Image')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('shows Price on application for poa and the qualifier text otherwise', () => {
    const { unmount } = renderCard({ property: makeProperty({ priceQualifier: 'poa' }) });
    expect(screen.getByText('Price on application')).toBeInTheDocument();
    unmount();
    renderCard({ property: makeProperty({ priceQualifier: 'oiro', price: 295000 }) });
    expect(screen.getByText('Offers in the region of £295,000')).toBeInTheDocument();
  });

  it('shows the status badge in UK words on the generic list', () => {
    renderCard({
      property: makeProperty({ status: 'sold', propertyType: 'Bungalow' }),
      badge: 'status',
    });
    expect(screen.getByText('Sold STC')).toBeInTheDocument();
    expect(screen.getByText('Residential')).toBeInTheDocument();
    expect(screen.queryByText('For Sale')).not.toBeInTheDocument();
  });
});
