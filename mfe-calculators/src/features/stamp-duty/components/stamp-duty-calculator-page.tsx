import { useState } from 'react';
import { ukDateIso } from '@reedmere/contracts';
import { CheckboxInput, NewTabLink, Note, SelectInput, TextInput } from '@reedmere/web-kit';
import { checkField, MONEY_FIELD } from '../../../shared/calculator-field';
import { CalculatorLayout, HeadlineFigure } from '../../../shared/calculator-layout';
import { formatIsoDate, formatPercent, formatPounds } from '../../../shared/format';
import { NumberField } from '../../../shared/number-field';
import { resultNotes } from '../lib/result-notes';
import {
  calculateStampDuty,
  STAMP_DUTY_DEFAULT_PRICE,
  type PropertyKind,
  type StampDutyInput,
} from '../lib/stamp-duty';
import { BandTable } from './band-table';

const HMRC_CALCULATOR_URL = 'https://www.tax.service.gov.uk/calculate-stamp-duty-land-tax/';

// The same text on the server and in the browser: the page is rendered on both.
const START_PRICE = MONEY_FIELD.format(STAMP_DUTY_DEFAULT_PRICE);

const PROPERTY_KINDS = [
  { value: 'residential', label: 'Residential' },
  { value: 'non-residential', label: 'Non-residential or mixed use' },
] as const satisfies readonly { value: PropertyKind; label: string }[];

/** /stamp-duty-calculator: SDLT for England and Northern Ireland on any date since April 2016. */
export function StampDutyCalculatorPage() {
  const [price, setPrice] = useState(START_PRICE);
  const [propertyKind, setPropertyKind] = useState<PropertyKind>('residential');
  const [firstTimeBuyer, setFirstTimeBuyer] = useState(false);
  const [additionalProperty, setAdditionalProperty] = useState(false);
  const [nonUkResident, setNonUkResident] = useState(false);
  // Today in the UK (England's tax follows its dates): the served page and the browser agree.
  const [effectiveDate, setEffectiveDate] = useState(() => ukDateIso());

  const priceCheck = checkField(price, MONEY_FIELD);
  const input: StampDutyInput = {
    price: priceCheck.value,
    propertyKind,
    firstTimeBuyer,
    additionalProperty,
    nonUkResident,
    effectiveDate,
  };
  // A refused price gives no figure at all rather than the tax on some other price.
  const result = priceCheck.refused ? undefined : calculateStampDuty(input);
  const residential = propertyKind === 'residential';

  return (
    <CalculatorLayout
      title="Stamp Duty Calculator"
      subtitle="Work out the Stamp Duty Land Tax on a purchase in England or Northern Ireland."
      inputsTitle="Your purchase"
      inputs={
        <>
          <NumberField
            label="Purchase price (£)"
            name="purchasePrice"
            defaultValue={START_PRICE}
            onChange={setPrice}
            rule={MONEY_FIELD}
            problem={priceCheck.problem}
          />
          <SelectInput
            id="calculator-propertyType"
            label="Property type"
            name="propertyType"
            value={propertyKind}
            onChange={setPropertyKind}
            options={PROPERTY_KINDS}
          />
          <TextInput
            id="calculator-completionDate"
            type="date"
            label="Completion date"
            name="completionDate"
            value={effectiveDate}
            onChange={(event) => setEffectiveDate(event.target.value)}
            helperText="The tax follows the rates in force on the completion date."
          />
          <div>
            {[
              {
                name: 'firstTimeBuyer',
                label: 'First-time buyer',
                checked: firstTimeBuyer,
                set: setFirstTimeBuyer,
              },
              {
                name: 'additionalProperty',
                label: 'Additional property (such as a second home or buy-to-let)',
                checked: additionalProperty,
                set: setAdditionalProperty,
              },
              {
                name: 'nonUkResident',
                label: 'Non-UK resident buyer',
                checked: nonUkResident,
                set: setNonUkResident,
              },
            ].map((option) => (
              <CheckboxInput
                key={option.name}
                name={option.name}
                label={option.label}
                checked={option.checked}
                onChange={option.set}
              />
            ))}
          </div>
          {!residential && (
            <p className="kit-small kit-secondary">
              First-time buyer relief and the surcharges apply to residential property only.
            </p>
          )}
        </>
      }
      resultsId="stamp-duty-results-title"
      resultsTitle="Your stamp duty"
      results={
        <div aria-live="polite" aria-atomic="true">
          {!result && (
            <Note role="note" severity="info" data-testid="stamp-duty-no-result">
              Correct the purchase price to see the stamp duty.
            </Note>
          )}
          {result?.status === 'invalid-date' && (
            <Note role="note" severity="info">
              Enter a completion date to see the stamp duty.
            </Note>
          )}
          {result?.status === 'before-coverage' && (
            <Note role="note" severity="info" data-testid="before-coverage">
              This calculator covers completion dates from {formatIsoDate(result.earliestDate)}. For
              an earlier date, use{' '}
              <NewTabLink href={HMRC_CALCULATOR_URL}>HMRC&apos;s SDLT calculator</NewTabLink>.
            </Note>
          )}
          {result?.status === 'ok' && (
            <>
              <HeadlineFigure
                label="Total stamp duty"
                value={formatPounds(result.totalDuty)}
                testId="total-duty"
              />
              <p className="calc-gap-top">
                Effective rate:{' '}
                <strong data-testid="effective-rate">
                  {formatPercent(result.effectiveRatePercent)}
                </strong>
              </p>
              <p className="kit-small kit-secondary calc-gap-top">
                {residential ? 'Residential' : 'Non-residential'} rates in force on{' '}
                {formatIsoDate(effectiveDate)} (from {formatIsoDate(result.ratesFrom)}). The total
                is rounded down to the pound, as HMRC does.
              </p>
              <div className="calc-stack calc-stack--tight calc-gap-top-2">
                {resultNotes(input, result).map((note) => (
                  <Note key={note.text} role="note" severity={note.severity}>
                    {note.text}
                  </Note>
                ))}
              </div>
            </>
          )}
        </div>
      }
    >
      {result?.status === 'ok' && (
        <section className="calc-section" aria-labelledby="band-breakdown-title">
          <h2 id="band-breakdown-title" className="kit-heading-5">
            Breakdown by band
          </h2>
          <BandTable bands={result.bands} />
        </section>
      )}

      <Note
        role="note"
        severity="warning"
        className="calc-section"
        aria-label="About these figures"
      >
        Stamp Duty Land Tax applies in England and Northern Ireland. Scotland has Land and Buildings
        Transaction Tax and Wales has Land Transaction Tax, with different rates. These figures are
        a guide, not tax advice: reliefs and special cases (such as shared ownership or buying
        several dwellings) are not covered. Check with your solicitor or{' '}
        <NewTabLink href={HMRC_CALCULATOR_URL}>HMRC&apos;s SDLT calculator</NewTabLink>.
      </Note>
    </CalculatorLayout>
  );
}
