import type { PropertyInput } from '@reedmere/contracts';
import { sanitizeStoredHtml } from '@reedmere/service-kit';

/** The longest title the input schema accepts; a copy's title stays within it. */
export const MAX_TITLE_LENGTH = 200;
export const COPY_SUFFIX = ' (Copy)';

/** What is stored for validated input: the description reduced to the allow-list. */
export function prepareForStorage(input: PropertyInput): PropertyInput {
  return { ...input, description: sanitizeStoredHtml(input.description ?? '') };
}

export function copyTitle(title: string): string {
  return `${title.slice(0, MAX_TITLE_LENGTH - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
}

/**
 * The admin's "copy": the same listing as a hidden draft (so it can be edited before anyone sees
 * it), not under offer, pointing at the same images and documents. Arrays are fresh copies so
 * the two records never share state.
 */
export function copyOf(original: PropertyInput): PropertyInput {
  return {
    ...original,
    title: copyTitle(original.title),
    isHidden: true,
    isUnderOffer: false,
    features: [...original.features],
    images: [...original.images],
  };
}
