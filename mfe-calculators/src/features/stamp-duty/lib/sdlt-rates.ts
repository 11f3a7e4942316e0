/**
 * Stamp Duty Land Tax rates for England and Northern Ireland, as a dated table: a budget that
 * changes the rates is a new row here, not a change to the calculator or the page.
 *
 * Sources: Finance Act 2003 s.55 and Sch 4ZA (bands and higher rates for additional dwellings,
 * from 1 April 2016), Sch 6ZA (first-time buyers' relief, from 22 November 2017), Sch 9A
 * (non-UK resident surcharge, from 1 April 2021), the Stamp Duty Land Tax (Temporary Relief)
 * Act 2020 (8 July 2020 to 30 September 2021), the Stamp Duty Land Tax (Reduction) Act 2022
 * (23 September 2022 to 31 March 2025) and the Autumn Budget of 30 October 2024 (higher rates
 * +5 points for effective dates from 31 October 2024).
 */

/** One slice of the price: taxed at `ratePercent` up to `upTo` (null: no upper limit). */
export interface RateBand {
  upTo: number | null;
  ratePercent: number;
}

export interface FirstTimeBuyerRates {
  bands: readonly RateBand[];
  /** Above this price no relief at all: the standard rates apply to the whole price. */
  maxPrice: number;
}

export interface ResidentialPeriod {
  /** First effective date (ISO yyyy-mm-dd) the row applies to; it runs until the next row. */
  from: string;
  bands: readonly RateBand[];
  /** null while the relief did not exist or was displaced by a temporary nil-rate band. */
  firstTimeBuyer: FirstTimeBuyerRates | null;
  /** Points added to every band for an additional dwelling. */
  additionalPropertyPoints: number;
  /** Points added to every band for a buyer who is not resident in the UK. */
  nonResidentPoints: number;
}

export interface NonResidentialPeriod {
  from: string;
  bands: readonly RateBand[];
}

/** The earliest effective date the calculator covers. */
export const EARLIEST_COVERED_DATE = '2016-04-01';

/** Neither surcharge applies to a price under £40,000 (Sch 4ZA para 2; Sch 9A para 2). */
export const SURCHARGE_MIN_PRICE = 40000;

const bands = (nilBandTo: number): readonly RateBand[] => [
  ...(nilBandTo < 250000
    ? [
        { upTo: nilBandTo, ratePercent: 0 },
        { upTo: 250000, ratePercent: 2 },
      ]
    : [{ upTo: nilBandTo, ratePercent: 0 }]),
  { upTo: 925000, ratePercent: 5 },
  { upTo: 1500000, ratePercent: 10 },
  { upTo: null, ratePercent: 12 },
];

/** 0% to £125,000; 2% to £250,000; 5% to £925,000; 10% to £1.5m; 12% above. */
const STANDARD = bands(125000);

const FTB_300K: FirstTimeBuyerRates = {
  bands: [
    { upTo: 300000, ratePercent: 0 },
    { upTo: 500000, ratePercent: 5 },
  ],
  maxPrice: 500000,
};

const FTB_425K: FirstTimeBuyerRates = {
  bands: [
    { upTo: 425000, ratePercent: 0 },
    { upTo: 625000, ratePercent: 5 },
  ],
  maxPrice: 625000,
};

/** Oldest first. */
export const RESIDENTIAL_PERIODS: readonly ResidentialPeriod[] = [
  {
    from: '2016-04-01',
    bands: STANDARD,
    firstTimeBuyer: null,
    additionalPropertyPoints: 3,
    nonResidentPoints: 0,
  },
  {
    from: '2017-11-22',
    bands: STANDARD,
    firstTimeBuyer: FTB_300K,
    additionalPropertyPoints: 3,
    nonResidentPoints: 0,
  },
  // Temporary relief: 0% to £500,000 for every buyer, in place of first-time buyers' relief.
  {
    from: '2020-07-08',
    bands: bands(500000),
    firstTimeBuyer: null,
    additionalPropertyPoints: 3,
    nonResidentPoints: 0,
  },
  {
    from: '2021-04-01',
    bands: bands(500000),
    firstTimeBuyer: null,
    additionalPropertyPoints: 3,
    nonResidentPoints: 2,
  },
  // Second step of the temporary relief: 0% to £250,000; first-time buyers' relief back.
  {
    from: '2021-07-01',
    bands: bands(250000),
    firstTimeBuyer: FTB_300K,
    additionalPropertyPoints: 3,
    nonResidentPoints: 2,
  },
  {
    from: '2021-10-01',
    bands: STANDARD,
    firstTimeBuyer: FTB_300K,
    additionalPropertyPoints: 3,
    nonResidentPoints: 2,
  },
  {
    from: '2022-09-23',
    bands: bands(250000),
    firstTimeBuyer: FTB_425K,
    additionalPropertyPoints: 3,
    nonResidentPoints: 2,
  },
  {
    from: '2024-10-31',
    bands: bands(250000),
    firstTimeBuyer: FTB_425K,
    additionalPropertyPoints: 5,
    nonResidentPoints: 2,
  },
  {
    from: '2025-04-01',
    bands: STANDARD,
    firstTimeBuyer: FTB_300K,
    additionalPropertyPoints: 5,
    nonResidentPoints: 2,
  },
];

/** Non-residential and mixed use: banded ("slice") rates since 17 March 2016. */
export const NON_RESIDENTIAL_PERIODS: readonly NonResidentialPeriod[] = [
  {
    from: '2016-03-17',
    bands: [
      { upTo: 150000, ratePercent: 0 },
      { upTo: 250000, ratePercent: 2 },
      { upTo: null, ratePercent: 5 },
    ],
  },
];

/** The row in force on an effective date (ISO yyyy-mm-dd), or undefined before the table. */
export function periodOn<T extends { from: string }>(
  periods: readonly T[],
  date: string,
): T | undefined {
  let found: T | undefined;
  for (const period of periods) if (period.from <= date) found = period;
  return found;
}
