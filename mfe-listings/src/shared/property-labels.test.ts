import { categoryLabel, locationText, marketBadge, statusBadge } from './property-labels';

describe('badges', () => {
  it('Under Offer overrides For Sale and To Let', () => {
    expect(marketBadge({ isUnderOffer: true, priceType: 'rent' }).label).toBe('Under Offer');
    expect(marketBadge({ isUnderOffer: false, priceType: 'rent' }).label).toBe('To Let');
    expect(marketBadge({ isUnderOffer: false, priceType: 'sale' }).label).toBe('For Sale');
  });
  it('says statuses in UK words', () => {
    expect(statusBadge({ isUnderOffer: false, status: 'sold' }).label).toBe('Sold STC');
    expect(statusBadge({ isUnderOffer: false, status: 'let' }).label).toBe('Let Agreed');
    expect(statusBadge({ isUnderOffer: false, status: 'available' }).label).toBe('Available');
    expect(statusBadge({ isUnderOffer: true, status: 'available' }).label).toBe('Under Offer');
  });
});

describe('categoryLabel', () => {
  it('treats residential and dwelling types as Residential, anything else as Commercial', () => {
    expect(categoryLabel('residential')).toBe('Residential');
    expect(categoryLabel('Semi-Detached House')).toBe('Residential');
    expect(categoryLabel('Office')).toBe('Commercial');
    expect(categoryLabel(null)).toBe('Commercial');
  });
});

describe('locationText', () => {
  it('says Location TBC when missing', () => {
    expect(locationText(null)).toBe('Location TBC');
    expect(locationText('  ')).toBe('Location TBC');
    expect(locationText('Holt')).toBe('Holt');
  });
});
