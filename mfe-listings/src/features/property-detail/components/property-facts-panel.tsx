import { formatWholePounds, isResidential, type Property } from '@reedmere/contracts';
import { propertyTypeLabel } from '../../../shared/property-labels';
import { FactsList, type Fact } from './facts-list';
import { Panel } from './panel';

const orDash = (value: number | null | undefined, unit = '') =>
  value == null ? 'Not stated' : `${value.toLocaleString('en-GB')}${unit}`;

/** Bedrooms, bathrooms and area for homes. Commercial listings show their type,
 * area, price per m² and yield where known instead. */
export function PropertyFactsPanel({ property }: { property: Property }) {
  if (isResidential(property.propertyType)) {
    return (
      <Panel id="facts-title" title="Property Details">
        <FactsList
          facts={[
            { label: 'Bedrooms', value: orDash(property.bedrooms) },
            { label: 'Bathrooms', value: orDash(property.bathrooms) },
            { label: 'Area', value: orDash(property.area, ' m²') },
          ]}
        />
      </Panel>
    );
  }
  const facts: Fact[] = [{ label: 'Type', value: propertyTypeLabel(property) }];
  if (property.area != null) facts.push({ label: 'Area', value: orDash(property.area, ' m²') });
  if (property.pricePerSqFt != null) {
    facts.push({ label: 'Price per m²', value: formatWholePounds(property.pricePerSqFt) });
  }
  if (property.investmentYield != null) {
    facts.push({ label: 'Investment yield', value: `${property.investmentYield}%` });
  }
  return (
    <Panel id="facts-title" title="Property Details">
      <FactsList facts={facts} columns={Math.min(facts.length, 4)} />
    </Panel>
  );
}
