import {
  calculateStampDuty,
  STAMP_DUTY_DEFAULT_PRICE,
  type StampDutyFigures,
  type StampDutyInput,
} from './stamp-duty';
import { periodOn, RESIDENTIAL_PERIODS } from './sdlt-rates';

const base: StampDutyInput = {
  price: STAMP_DUTY_DEFAULT_PRICE,
  propertyKind: 'residential',
  firstTimeBuyer: false,
  additionalProperty: false,
  nonUkResident: false,
  effectiveDate: '2025-11-15',
};

function figures(overrides: Partial<StampDutyInput>): StampDutyFigures {
  const result = calculateStampDuty({ ...base, ...overrides });
  if (result.status !== 'ok') throw new Error(`expected figures, got ${result.status}`);
  return result;
}

const duty = (overrides: Partial<StampDutyInput>): number => figures(overrides).totalDuty;

describe('calculateStampDuty: rates from 1 April 2025', () => {
  it('charges £5,000 on the default £300,000 with a 1.67% effective rate', () => {
    expect(STAMP_DUTY_DEFAULT_PRICE).toBe(300000);
    const result = figures({});
    expect(result.totalDuty).toBe(5000);
    expect(result.effectiveRatePercent).toBeCloseTo(1.6667, 4);
    expect(result.ratesFrom).toBe('2025-04-01');
    expect(result.bands.map((b) => [b.from, b.to, b.ratePercent, b.taxable, b.tax])).toEqual([
      [0, 125000, 0, 125000, 0],
      [125000, 250000, 2, 125000, 2500],
      [250000, 925000, 5, 50000, 2500],
      [925000, 1500000, 10, 0, 0],
      [1500000, null, 12, 0, 0],
    ]);
  });

  it.each([
    [0, 0],
    [125000, 0],
    [125001, 0], // 2p, rounded down to the pound
    [125050, 1],
    [250000, 2500],
    [250001, 2500],
    [925000, 36250],
    [925001, 36250],
    [1500000, 93750],
    [1500001, 93750],
    [2000000, 153750],
  ])('band edge: £%i costs £%i', (price, expected) => {
    expect(duty({ price })).toBe(expected);
  });

  it('gives first-time buyers 0% to £300,000 and 5% to £500,000', () => {
    expect(duty({ price: 300000, firstTimeBuyer: true })).toBe(0);
    expect(duty({ price: 300001, firstTimeBuyer: true })).toBe(0);
    expect(duty({ price: 400000, firstTimeBuyer: true })).toBe(5000);
    const atCap = figures({ price: 500000, firstTimeBuyer: true });
    expect(atCap.totalDuty).toBe(10000);
    expect(atCap.firstTimeBuyerReliefApplied).toBe(true);
    expect(atCap.reliefRefusal).toBeNull();
    expect(atCap.firstTimeBuyerCap).toBe(500000);
  });

  it('gives no relief at all above £500,000', () => {
    const over = figures({ price: 500001, firstTimeBuyer: true });
    expect(over.firstTimeBuyerReliefApplied).toBe(false);
    expect(over.reliefRefusal).toEqual({ reason: 'over-cap', maxPrice: 500000 });
    expect(over.totalDuty).toBe(15000); // the standard rates on the whole price
  });

  it('adds 5 points on every band for an additional property', () => {
    const result = figures({ additionalProperty: true });
    expect(result.totalDuty).toBe(20000);
    expect(result.additionalPropertyPoints).toBe(5);
    expect(result.bands.map((b) => b.ratePercent)).toEqual([5, 7, 10, 15, 17]);
  });

  it('does not combine first-time buyer relief with the additional-property rates', () => {
    const result = figures({ firstTimeBuyer: true, additionalProperty: true });
    expect(result.reliefRefusal).toEqual({ reason: 'additional-property' });
    expect(result.firstTimeBuyerReliefApplied).toBe(false);
    expect(result.totalDuty).toBe(20000);
  });

  it('adds 2 points for a non-UK resident, on top of the other rates', () => {
    expect(duty({ nonUkResident: true })).toBe(11000);
    expect(duty({ nonUkResident: true, additionalProperty: true })).toBe(26000);
    expect(duty({ nonUkResident: true, firstTimeBuyer: true, price: 400000 })).toBe(13000);
  });

  it('applies no surcharge under £40,000 and says so', () => {
    const under = figures({ price: 39999, additionalProperty: true, nonUkResident: true });
    expect(under.totalDuty).toBe(0);
    expect(under.surchargeBelowThreshold).toBe(true);
    expect(under.additionalPropertyPoints).toBe(0);
    expect(duty({ price: 40000, additionalProperty: true })).toBe(2000);
    expect(duty({ price: 40000, nonUkResident: true })).toBe(800);
  });
});

describe('calculateStampDuty: earlier and temporary rates', () => {
  it('uses the 0% band to £250,000 from 23 September 2022 to 31 March 2025', () => {
    expect(duty({ effectiveDate: '2022-09-22' })).toBe(5000);
    expect(duty({ effectiveDate: '2022-09-23', price: 250000 })).toBe(0);
    expect(duty({ effectiveDate: '2022-09-23' })).toBe(2500);
    expect(duty({ effectiveDate: '2025-03-31' })).toBe(2500);
    expect(duty({ effectiveDate: '2025-04-01' })).toBe(5000);
    expect(duty({ effectiveDate: '2025-03-31', price: 925000 })).toBe(33750);
  });

  it('gives first-time buyers 0% to £425,000 with a £625,000 cap in that period', () => {
    const date = '2024-06-01';
    expect(duty({ effectiveDate: date, price: 425000, firstTimeBuyer: true })).toBe(0);
    expect(duty({ effectiveDate: date, price: 625000, firstTimeBuyer: true })).toBe(10000);
    const over = figures({ effectiveDate: date, price: 625001, firstTimeBuyer: true });
    expect(over.reliefRefusal).toEqual({ reason: 'over-cap', maxPrice: 625000 });
    expect(over.totalDuty).toBe(18750);
    // £500,001 was over the old cap but is within this one.
    expect(duty({ effectiveDate: date, price: 500001, firstTimeBuyer: true })).toBe(3750);
  });

  it('adds 3 points before 31 October 2024 and 5 points from that day', () => {
    expect(duty({ effectiveDate: '2024-10-30', additionalProperty: true })).toBe(11500);
    expect(duty({ effectiveDate: '2024-10-31', additionalProperty: true })).toBe(17500);
    expect(duty({ effectiveDate: '2016-04-01', additionalProperty: true })).toBe(14000);
  });

  it('uses the temporary 0% band to £500,000 from 8 July 2020 to 30 June 2021', () => {
    expect(duty({ effectiveDate: '2020-07-07' })).toBe(5000);
    expect(duty({ effectiveDate: '2020-07-08', price: 500000 })).toBe(0);
    expect(duty({ effectiveDate: '2020-07-08', price: 600000 })).toBe(5000);
    expect(duty({ effectiveDate: '2021-06-30', price: 500000 })).toBe(0);
    expect(duty({ effectiveDate: '2020-07-08', additionalProperty: true })).toBe(9000);
  });

  it('shows first-time buyers the temporary rates in place of their relief in 2020-21', () => {
    const result = figures({ effectiveDate: '2020-12-01', price: 450000, firstTimeBuyer: true });
    expect(result.totalDuty).toBe(0);
    expect(result.reliefRefusal).toEqual({ reason: 'temporary-nil-band' });
    expect(result.firstTimeBuyerCap).toBeNull();
  });

  it('uses the 0% band to £250,000 from 1 July to 30 September 2021', () => {
    expect(duty({ effectiveDate: '2021-07-01', price: 500000 })).toBe(12500);
    expect(duty({ effectiveDate: '2021-07-01' })).toBe(2500);
    expect(duty({ effectiveDate: '2021-09-30' })).toBe(2500);
    expect(duty({ effectiveDate: '2021-10-01' })).toBe(5000);
    expect(duty({ effectiveDate: '2021-07-01', firstTimeBuyer: true })).toBe(0);
  });

  it('starts the non-resident surcharge on 1 April 2021', () => {
    expect(duty({ effectiveDate: '2021-03-31', nonUkResident: true })).toBe(0);
    const from = figures({ effectiveDate: '2021-04-01', nonUkResident: true });
    expect(from.totalDuty).toBe(6000);
    expect(from.nonResidentPoints).toBe(2);
  });

  it('starts first-time buyer relief on 22 November 2017', () => {
    const before = figures({ effectiveDate: '2017-11-21', firstTimeBuyer: true });
    expect(before.totalDuty).toBe(5000);
    expect(before.reliefRefusal).toEqual({ reason: 'not-yet-introduced' });
    expect(duty({ effectiveDate: '2017-11-22', firstTimeBuyer: true })).toBe(0);
    expect(duty({ effectiveDate: '2019-05-01', firstTimeBuyer: true, price: 500001 })).toBe(15000);
  });

  it('gives no figure before 1 April 2016 and none for an impossible date', () => {
    expect(calculateStampDuty({ ...base, effectiveDate: '2016-03-31' })).toEqual({
      status: 'before-coverage',
      earliestDate: '2016-04-01',
    });
    expect(duty({ effectiveDate: '2016-04-01' })).toBe(5000);
    expect(calculateStampDuty({ ...base, effectiveDate: '' }).status).toBe('invalid-date');
    expect(calculateStampDuty({ ...base, effectiveDate: '2025-02-30' }).status).toBe(
      'invalid-date',
    );
  });

  it('has one row per change, oldest first', () => {
    const dates = RESIDENTIAL_PERIODS.map((p) => p.from);
    expect(dates).toEqual([...dates].sort());
    expect(periodOn(RESIDENTIAL_PERIODS, '2016-03-31')).toBeUndefined();
    expect(periodOn(RESIDENTIAL_PERIODS, '2030-01-01')?.from).toBe('2025-04-01');
  });
});

describe('calculateStampDuty: non-residential', () => {
  it.each([
    [150000, 0],
    [150001, 0],
    [250000, 2000],
    [300000, 4500],
    [1000000, 39500],
  ])('£%i costs £%i', (price, expected) => {
    expect(duty({ propertyKind: 'non-residential', price })).toBe(expected);
  });

  it('ignores the residential surcharges and relief, saying why for the relief', () => {
    const result = figures({
      propertyKind: 'non-residential',
      firstTimeBuyer: true,
      additionalProperty: true,
      nonUkResident: true,
    });
    expect(result.totalDuty).toBe(4500);
    expect(result.reliefRefusal).toEqual({ reason: 'non-residential' });
    expect(result.additionalPropertyPoints).toBe(0);
    expect(result.nonResidentPoints).toBe(0);
  });

  it('is unchanged by the residential holidays', () => {
    expect(duty({ propertyKind: 'non-residential', effectiveDate: '2020-08-01' })).toBe(4500);
  });
});
