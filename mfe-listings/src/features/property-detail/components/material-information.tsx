import { formatWholePounds, type Property, type Tenure } from '@reedmere/contracts';
import { countText } from '../../../shared/count-text';
import { EpcGraph } from './epc-graph';
import { FactsList, type Fact } from './facts-list';
import { Panel } from './panel';

export const TENURE_LABEL: Readonly<Record<Tenure, string>> = {
  freehold: 'Freehold',
  leasehold: 'Leasehold',
  share_of_freehold: 'Share of Freehold',
  commonhold: 'Commonhold',
};

/** The material facts a buyer or tenant must see, where the listing states them. */
export function materialFacts(property: Property): Fact[] {
  const facts: Fact[] = [];
  if (property.councilTaxBand) {
    facts.push({ label: 'Council tax band', value: `Band ${property.councilTaxBand}` });
  }
  if (property.tenure) {
    facts.push({ label: 'Tenure', value: TENURE_LABEL[property.tenure] ?? property.tenure });
    if (property.tenure === 'leasehold') {
      if (property.leaseYearsRemaining != null) {
        facts.push({
          label: 'Lease remaining',
          value: countText(property.leaseYearsRemaining, 'year'),
        });
      }
      if (property.groundRent != null) {
        facts.push({
          label: 'Ground rent',
          value: `${formatWholePounds(property.groundRent)} a year`,
        });
      }
      if (property.serviceCharge != null) {
        facts.push({
          label: 'Service charge',
          value: `${formatWholePounds(property.serviceCharge)} a year`,
        });
      }
    }
  }
  if (property.priceType === 'rent' && property.deposit != null) {
    facts.push({ label: 'Deposit', value: formatWholePounds(property.deposit) });
  }
  return facts;
}

/** Council tax, tenure and lease, deposit, and the EPC graph; nothing when none is known. */
export function MaterialInformation({ property }: { property: Property }) {
  const facts = materialFacts(property);
  const hasEpc = Boolean(property.epcCurrent || property.epcPotential);
  if (facts.length === 0 && !hasEpc) return null;
  return (
    <Panel id="material-title" title="Material Information">
      <div className="material-information">
        {facts.length > 0 && <FactsList facts={facts} />}
        {hasEpc && (
          <EpcGraph
            current={property.epcCurrent ?? null}
            potential={property.epcPotential ?? null}
          />
        )}
      </div>
    </Panel>
  );
}
