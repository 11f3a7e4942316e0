import { galleryFromFile, type GalleryItem } from '../images/gallery-item';
import { sameValues } from './same-values';

describe('sameValues', () => {
  const values = { title: 'Holt', features: ['Garden'], isHidden: false };

  it('compares plain form values by content, not identity', () => {
    expect(sameValues(values, { ...values, features: ['Garden'] })).toBe(true);
    expect(sameValues(values, { ...values, title: 'Holt ' })).toBe(false);
    expect(sameValues(values, { ...values, features: [] })).toBe(false);
    expect(sameValues(values, { ...values, isHidden: true })).toBe(false);
    expect(sameValues({ a: undefined }, {})).toBe(true);
  });

  describe('galleries', () => {
    const one: GalleryItem = { id: 'one', url: '/api/files/one.jpg' };
    const two: GalleryItem = { id: 'two', url: '/api/files/two.jpg' };
    const stored = [one, two];
    const file = new File(['png'], 'new.png', { type: 'image/png' });
    const held = galleryFromFile(file, 'blob:test/1');

    it('keeps the same items in the same order clean', () => {
      expect(sameValues({ images: stored }, { images: [...stored] })).toBe(true);
    });

    it('sees an added, a removed and a reordered image', () => {
      expect(sameValues(stored, [...stored, held])).toBe(false);
      expect(sameValues(stored, [one])).toBe(false);
      expect(sameValues(stored, [two, one])).toBe(false);
    });

    it('tells held files apart by identity', () => {
      const other = new File(['png'], 'new.png', { type: 'image/png' });
      expect(sameValues([held], [{ ...held }])).toBe(true);
      expect(sameValues([held], [{ ...held, file: other }])).toBe(false);
    });
  });
});
