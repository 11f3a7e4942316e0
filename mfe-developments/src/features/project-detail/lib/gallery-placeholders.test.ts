import type { Development } from '@reedmere/contracts';
import { emptyTabPlaceholder, galleryTabs } from './gallery-placeholders';

describe('galleryTabs', () => {
  it('lists before, during and after with their images', () => {
    const tabs = galleryTabs({
      beforeImages: ['b'],
      duringImages: [],
      afterImages: ['a1', 'a2'],
    } as unknown as Development);
    expect(tabs.map((t) => [t.label, t.images.length])).toEqual([
      ['Before', 1],
      ['During', 0],
      ['After', 2],
    ]);
  });

  it('treats missing lists as empty', () => {
    const tabs = galleryTabs({} as Development);
    expect(tabs.every((t) => t.images.length === 0)).toBe(true);
  });
});

describe('emptyTabPlaceholder', () => {
  it('names the empty before and during tabs', () => {
    expect(emptyTabPlaceholder('before', 'completed').title).toBe('No "Before" images yet');
    expect(emptyTabPlaceholder('during', 'planning').title).toBe('No "During" images yet');
  });

  it('says a project under way is in progress', () => {
    expect(emptyTabPlaceholder('after', 'in_progress')).toEqual({
      title: 'In Progress',
      text: 'Project in progress',
    });
  });

  it('promises photos for planned and finished projects', () => {
    for (const status of ['planning', 'completed', 'on_hold']) {
      expect(emptyTabPlaceholder('after', status)).toEqual({
        title: 'Coming Soon',
        text: 'Photos coming soon',
      });
    }
  });
});
