import type { Development } from '@reedmere/contracts';

export type GalleryStage = 'before' | 'during' | 'after';

export interface GalleryTab {
  readonly stage: GalleryStage;
  readonly label: string;
  readonly images: readonly string[];
}

export interface Placeholder {
  readonly title: string;
  readonly text?: string;
}

/** The three stages of a project's photos, in the order the tabs show them. */
export function galleryTabs(development: Development): GalleryTab[] {
  return [
    { stage: 'before', label: 'Before', images: development.beforeImages ?? [] },
    { stage: 'during', label: 'During', images: development.duringImages ?? [] },
    { stage: 'after', label: 'After', images: development.afterImages ?? [] },
  ];
}

/**
 * What an empty tab says. 'After' depends on where the project is: still being
 * built, or finished or planned with photos to follow.
 */
export function emptyTabPlaceholder(stage: GalleryStage, status: string): Placeholder {
  switch (stage) {
    case 'before':
      return { title: 'No "Before" images yet' };
    case 'during':
      return { title: 'No "During" images yet' };
    case 'after':
      return status === 'in_progress'
        ? { title: 'In Progress', text: 'Project in progress' }
        : { title: 'Coming Soon', text: 'Photos coming soon' };
  }
}
