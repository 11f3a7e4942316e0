import { LegalTable } from './legal-table';

interface LandlordFee {
  readonly service: string;
  readonly fee: string;
  readonly includes: string;
}

/** The agency's landlord fees for commercial lettings. */
export const LANDLORD_FEES: readonly LandlordFee[] = [
  {
    service: 'Let only',
    fee: "10% + VAT of the first year's rent",
    includes:
      'Marketing, accompanied viewings, negotiating terms, tenant references and instructing solicitors.',
  },
  {
    service: 'Fully managed',
    fee: '15% + VAT of rent collected',
    includes:
      'All let-only services plus rent collection, arrears chasing, arranging repairs and regular inspections.',
  },
  {
    service: 'Lease renewal',
    fee: '£350 + VAT',
    includes: 'Negotiating renewal terms with the tenant and instructing solicitors.',
  },
  {
    service: 'Inventory',
    fee: 'From £150 + VAT',
    includes:
      'A written and photographic schedule of condition, depending on the size of the premises.',
  },
];

/** Landlord fees table of the lettings terms (the footer's 'lettings fees' link lands here). */
export function LettingsFeesTable() {
  return (
    <LegalTable
      captionId="lettings-fees-caption"
      caption="Landlord fees for commercial lettings"
      columns={['Service', 'Fee', 'What is included']}
      rows={LANDLORD_FEES.map((row) => ({
        key: row.service,
        cells: [row.service, row.fee, row.includes],
      }))}
      minWidth={480}
    />
  );
}
