import { useEffect } from 'react';
import type { Property } from '@reedmere/contracts';
import { storedHtmlAhead } from '@reedmere/web-kit';

/**
 * The properties the lists on screen show, by id: a list holds each whole, as the property's
 * page reads it. Filled by effects, so in the browser only (never shared between a server's
 * visitors).
 */
const shown = new Map<string, Property>();

/**
 * Notes a list's properties as shown while it is on screen, and sanitizes their descriptions
 * while the page is idle: the property page a card opens is then drawn with no work left but its
 * own.
 */
export function useShownProperties(properties: readonly Property[]): void {
  useEffect(() => {
    for (const property of properties) shown.set(property.id, property);
    const stopSanitizing = storedHtmlAhead(properties.map((property) => property.description));
    return () => {
      stopSanitizing();
      for (const property of properties) {
        if (shown.get(property.id) === property) shown.delete(property.id);
      }
    };
  }, [properties]);
}

/** The property with `id` as a list on screen shows it, if one does. */
export const shownProperty = (id: string): Property | undefined => shown.get(id);
