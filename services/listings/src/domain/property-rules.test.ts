import type { PropertyInput } from '@reedmere/contracts';
import { copyOf, copyTitle, prepareForStorage } from './property-rules';

const input = {
  title: 'House',
  description: '<p>Hi</p><script>x</script>',
  features: ['Garden'],
  images: ['/api/files/img-1.jpg'],
  isHidden: false,
  isUnderOffer: true,
} as PropertyInput;

describe('property rules', () => {
  it('sanitizes the description for storage', () => {
    expect(prepareForStorage(input).description).toBe('<p>Hi</p>');
  });

  it('copies as a hidden draft with fresh arrays', () => {
    const copy = copyOf(input);
    expect(copy).toMatchObject({ title: 'House (Copy)', isHidden: true, isUnderOffer: false });
    expect(copy.images).toEqual(input.images);
    expect(copy.images).not.toBe(input.images);
    expect(copy.features).not.toBe(input.features);
  });

  it('keeps a copied title within 200 characters', () => {
    expect(copyTitle('x'.repeat(200))).toBe(`${'x'.repeat(193)} (Copy)`);
    expect(copyTitle('Short')).toBe('Short (Copy)');
  });
});
