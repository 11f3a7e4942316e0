import { formatIsoDate, formatPounds } from '../../../shared/format';
import type { StampDutyFigures, StampDutyInput } from './stamp-duty';

export interface ResultNote {
  severity: 'info' | 'warning';
  text: string;
}

/** What the visitor needs to know about how their figure was reached, in plain words. */
export function resultNotes(input: StampDutyInput, result: StampDutyFigures): ResultNote[] {
  const notes: ResultNote[] = [];
  const refusal = result.reliefRefusal;
  if (result.firstTimeBuyerReliefApplied && result.firstTimeBuyerCap !== null) {
    notes.push({
      severity: 'info',
      text: `First-time buyer relief applied (it is available on prices up to ${formatPounds(result.firstTimeBuyerCap)}).`,
    });
  }
  if (refusal?.reason === 'over-cap') {
    notes.push({
      severity: 'warning',
      text: `First-time buyer relief does not apply to a price over ${formatPounds(refusal.maxPrice)}: the standard rates apply to the whole price.`,
    });
  } else if (refusal?.reason === 'additional-property') {
    notes.push({
      severity: 'warning',
      text: 'First-time buyer relief cannot be combined with the higher rates for additional properties, so the higher rates are shown without the relief.',
    });
  } else if (refusal?.reason === 'non-residential') {
    notes.push({
      severity: 'info',
      text: 'First-time buyer relief applies to residential property only.',
    });
  } else if (refusal?.reason === 'not-yet-introduced') {
    notes.push({
      severity: 'info',
      text: 'First-time buyer relief began on 22 November 2017, so it does not apply on this date.',
    });
  } else if (refusal?.reason === 'temporary-nil-band') {
    notes.push({
      severity: 'info',
      text: 'From 8 July 2020 to 30 June 2021 every buyer paid 0% up to £500,000, in place of first-time buyer relief.',
    });
  }

  if (input.propertyKind === 'non-residential') {
    if (input.additionalProperty || input.nonUkResident) {
      notes.push({
        severity: 'info',
        text: 'The additional-property and non-UK resident surcharges apply to residential property only.',
      });
    }
    return notes;
  }
  if (result.additionalPropertyPoints > 0) {
    notes.push({
      severity: 'info',
      text: `Includes the ${result.additionalPropertyPoints}% surcharge for an additional property on every band.${
        result.additionalPropertyPoints === 5
          ? ' If contracts were exchanged before 31 October 2024 and not varied, the 3% rate may apply instead.'
          : ''
      }`,
    });
  }
  if (result.nonResidentPoints > 0) {
    notes.push({
      severity: 'info',
      text: `Includes the ${result.nonResidentPoints}% surcharge for non-UK residents on every band.`,
    });
  } else if (
    input.nonUkResident &&
    !result.surchargeBelowThreshold &&
    input.effectiveDate < '2021-04-01'
  ) {
    notes.push({
      severity: 'info',
      text: `The non-UK resident surcharge began on 1 April 2021, after ${formatIsoDate(input.effectiveDate)}.`,
    });
  }
  if (result.surchargeBelowThreshold) {
    notes.push({
      severity: 'info',
      text: 'No surcharge applies to a price under £40,000.',
    });
  }
  return notes;
}
