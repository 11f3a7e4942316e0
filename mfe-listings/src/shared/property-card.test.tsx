import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@reedmere/router';
import { makeProperty } from '../../test/fixtures';
import { londonDay } from './price-reduction';
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

  describe('the Reduced marker', () => {
    const DAY_MS = 86_400_000;
    /** Noon UTC of the London day `days` before today: that London day, whatever the season. */
    const daysAgo = (days: number) =>
      new Date((londonDay(new Date()) - days) * DAY_MS + DAY_MS / 2).toISOString();
    /** A change of price `days` days ago. */
    const changed = (days: number, from: number, to: number) =>
      makeProperty({ price: to, priceHistory: [{ date: daysAgo(days), from, to }] });
    const card = () =>
      screen.getByRole('article', { name: 'Victorian terrace in the Golden Triangle' });

    it('shows within 14 days of a reduction, beside the other badges', () => {
      renderCard({ property: changed(3, 340000, 325000) });
      expect(within(card()).getByText('Reduced')).toBeVisible();
      expect(within(card()).getByText('For Sale')).toBeInTheDocument();
      const { unmount } = renderCard({ property: changed(13, 340000, 325000), badge: 'status' });
      expect(screen.getAllByText('Reduced')).toHaveLength(2);
      unmount();
    });

    it('is gone 14 days after the reduction', () => {
      renderCard({ property: changed(14, 340000, 325000) });
      expect(screen.queryByText('Reduced')).not.toBeInTheDocument();
      renderCard({ property: changed(40, 340000, 325000) });
      expect(screen.queryByText('Reduced')).not.toBeInTheDocument();
    });

    it('does not show for a rise, nor for a rise after a reduction', () => {
      renderCard({ property: changed(1, 325000, 340000) });
      expect(screen.queryByText('Reduced')).not.toBeInTheDocument();
      const risen = makeProperty({
        priceHistory: [
          { date: daysAgo(3), from: 340000, to: 320000 },
          { date: daysAgo(1), from: 320000, to: 325000 },
        ],
      });
      renderCard({ property: risen });
      expect(screen.queryByText('Reduced')).not.toBeInTheDocument();
    });

    it('does not show without a price history', () => {
      renderCard({ property: makeProperty({ priceHistory: [] }) });
      expect(screen.queryByText('Reduced')).not.toBeInTheDocument();
    });
  });
});
