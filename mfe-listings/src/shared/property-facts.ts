import { isResidential, type Property } from '@reedmere/contracts';
import { countText } from './count-text';
import { propertyTypeLabel } from './property-labels';

/** The short facts of a card: beds, baths and area for homes; type and area for the rest. */
export function cardFacts(property: Property): string[] {
  const facts: string[] = [];
  if (isResidential(property.propertyType)) {
    if (property.bedrooms != null) facts.push(countText(property.bedrooms, 'bed'));
    if (property.bathrooms != null) facts.push(countText(property.bathrooms, 'bath'));
  } else {
    facts.push(propertyTypeLabel(property));
  }
  if (property.area != null) facts.push(`${property.area.toLocaleString('en-GB')} m²`);
  return facts;
}
