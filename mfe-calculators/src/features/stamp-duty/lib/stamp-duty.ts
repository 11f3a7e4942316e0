import {
  EARLIEST_COVERED_DATE,
  NON_RESIDENTIAL_PERIODS,
  periodOn,
  RESIDENTIAL_PERIODS,
  SURCHARGE_MIN_PRICE,
  type RateBand,
} from './sdlt-rates';

export type PropertyKind = 'residential' | 'non-residential';

export interface StampDutyInput {
  price: number;
  propertyKind: PropertyKind;
  firstTimeBuyer: boolean;
  additionalProperty: boolean;
  nonUkResident: boolean;
  /** The effective date, normally completion, as yyyy-mm-dd. Passed in, never read here. */
  effectiveDate: string;
}

export const STAMP_DUTY_DEFAULT_PRICE = 300000;

/** One line of the breakdown: the slice of the price from `from` to `to` and its tax. */
export interface BandLine {
  from: number;
  /** null: the top band, with no upper limit. */
  to: number | null;
  ratePercent: number;
  taxable: number;
  tax: number;
}

/** Why a first-time buyer box that is ticked did not lower the tax. */
export type ReliefRefusal =
  | { reason: 'additional-property' }
  | { reason: 'non-residential' }
  | { reason: 'over-cap'; maxPrice: number }
  /** Before 22 November 2017, when the relief began. */
  | { reason: 'not-yet-introduced' }
  /** 8 July 2020 to 30 June 2021: the temporary 0% band to £500,000 applied to every buyer. */
  | { reason: 'temporary-nil-band' };

export interface StampDutyFigures {
  status: 'ok';
  /** Rounded down to the whole pound, as HMRC does. */
  totalDuty: number;
  /** totalDuty / price in percent; 0 for a price of 0. */
  effectiveRatePercent: number;
  bands: BandLine[];
  /** First day of the rates used (yyyy-mm-dd). */
  ratesFrom: string;
  firstTimeBuyerReliefApplied: boolean;
  reliefRefusal: ReliefRefusal | null;
  /** Points added to every band for each surcharge, 0 when it did not apply. */
  additionalPropertyPoints: number;
  nonResidentPoints: number;
  /** True when a surcharge was asked for but the price is under £40,000. */
  surchargeBelowThreshold: boolean;
  /** The first-time buyer relief cap in force on the date, null when there was none. */
  firstTimeBuyerCap: number | null;
}

export type StampDutyResult =
  | StampDutyFigures
  | { status: 'invalid-date' }
  | { status: 'before-coverage'; earliestDate: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isValidIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Tax slice by slice: each band's rate applies only to the part of the price inside it. */
export function taxByBand(price: number, bands: readonly RateBand[], extraPoints = 0): BandLine[] {
  const lines: BandLine[] = [];
  let from = 0;
  for (const band of bands) {
    const to = band.upTo;
    const taxable = Math.max(0, Math.min(price, to ?? Number.POSITIVE_INFINITY) - from);
    const ratePercent = band.ratePercent + extraPoints;
    lines.push({ from, to, ratePercent, taxable, tax: (taxable * ratePercent) / 100 });
    if (to === null) break;
    from = to;
  }
  return lines;
}

// A hair over zero, so a float like 2499.9999999 is not rounded down a whole pound.
const roundDownToPound = (value: number): number => Math.floor(value + 1e-6);

function figures(
  price: number,
  bands: BandLine[],
  rest: Omit<StampDutyFigures, 'status' | 'totalDuty' | 'effectiveRatePercent' | 'bands'>,
): StampDutyFigures {
  const totalDuty = roundDownToPound(bands.reduce((sum, line) => sum + line.tax, 0));
  return {
    status: 'ok',
    totalDuty,
    effectiveRatePercent: price > 0 ? (totalDuty / price) * 100 : 0,
    bands,
    ...rest,
  };
}

/** The SDLT due in England or Northern Ireland on a purchase with the given effective date. */
export function calculateStampDuty(input: StampDutyInput): StampDutyResult {
  const { effectiveDate, firstTimeBuyer, additionalProperty, nonUkResident } = input;
  if (!isValidIsoDate(effectiveDate)) return { status: 'invalid-date' };
  if (effectiveDate < EARLIEST_COVERED_DATE) {
    return { status: 'before-coverage', earliestDate: EARLIEST_COVERED_DATE };
  }
  const price = Math.max(0, input.price);

  if (input.propertyKind === 'non-residential') {
    // Covered dates all fall after 17 March 2016, so the first row is always found.
    const period = periodOn(NON_RESIDENTIAL_PERIODS, effectiveDate)!;
    return figures(price, taxByBand(price, period.bands), {
      ratesFrom: period.from,
      firstTimeBuyerReliefApplied: false,
      reliefRefusal: firstTimeBuyer ? { reason: 'non-residential' } : null,
      // Neither surcharge applies to non-residential property.
      additionalPropertyPoints: 0,
      nonResidentPoints: 0,
      surchargeBelowThreshold: false,
      firstTimeBuyerCap: null,
    });
  }

  const period = periodOn(RESIDENTIAL_PERIODS, effectiveDate)!;
  const surchargeAllowed = price >= SURCHARGE_MIN_PRICE;
  const additionalPropertyPoints =
    additionalProperty && surchargeAllowed ? period.additionalPropertyPoints : 0;
  const nonResidentPoints = nonUkResident && surchargeAllowed ? period.nonResidentPoints : 0;
  const surchargeBelowThreshold =
    !surchargeAllowed &&
    ((additionalProperty && period.additionalPropertyPoints > 0) ||
      (nonUkResident && period.nonResidentPoints > 0));

  let reliefRefusal: ReliefRefusal | null = null;
  const relief = period.firstTimeBuyer;
  if (firstTimeBuyer) {
    // The higher rates for additional dwellings exclude the relief (Sch 6ZA para 1).
    if (additionalProperty) reliefRefusal = { reason: 'additional-property' };
    else if (!relief) {
      reliefRefusal = {
        reason: period.from < '2017-11-22' ? 'not-yet-introduced' : 'temporary-nil-band',
      };
    } else if (price > relief.maxPrice) {
      reliefRefusal = { reason: 'over-cap', maxPrice: relief.maxPrice };
    }
  }
  const reliefApplied = firstTimeBuyer && reliefRefusal === null && relief !== null;
  const bands = reliefApplied ? relief.bands : period.bands;

  return figures(price, taxByBand(price, bands, additionalPropertyPoints + nonResidentPoints), {
    ratesFrom: period.from,
    firstTimeBuyerReliefApplied: reliefApplied,
    reliefRefusal,
    additionalPropertyPoints,
    nonResidentPoints,
    surchargeBelowThreshold,
    firstTimeBuyerCap: relief?.maxPrice ?? null,
  });
}
