import { isResidential, type Property } from '@reedmere/contracts';
import { propertyTypeLabel } from './property-labels';

/** 'Bedroom'/'Bedrooms' etc., so screen readers hear whole words. */
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The short facts of a card: beds, baths and area for homes; type and area for the rest. */
export function cardFacts(property: Property): string[] {
  const facts: string[] = [];
  if (isResidential(property.propertyType)) {
    if (property.bedrooms != null) facts.push(plural(property.bedrooms, 'bed'));
    if (property.bathrooms != null) facts.push(plural(property.bathrooms, 'bath'));
  } else {
    facts.push(propertyTypeLabel(property));
  }
  if (property.area != null) facts.push(`${property.area.toLocaleString('en-GB')} m²`);
  return facts;
}
