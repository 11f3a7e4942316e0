import { useState } from 'react';
import {
  Alert,
  Box,
  Checkbox,
  FormControlLabel,
  FormGroup,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { ExternalLink } from '@reedmere/web-kit';
import { checkField, MONEY_FIELD } from '../../../shared/calculator-field';
import { CalculatorLayout, HeadlineFigure } from '../../../shared/calculator-layout';
import { formatIsoDate, formatPercent, formatPounds } from '../../../shared/format';
import { NumberField } from '../../../shared/number-field';
import { todayIso } from '../../../shared/today';
import { resultNotes } from '../lib/result-notes';
import {
  calculateStampDuty,
  STAMP_DUTY_DEFAULT_PRICE,
  type PropertyKind,
  type StampDutyInput,
} from '../lib/stamp-duty';
import { BandTable } from './band-table';

const HMRC_CALCULATOR_URL = 'https://www.tax.service.gov.uk/calculate-stamp-duty-land-tax/';
// The links below sit inside sentences: underlined, they are told apart by more than colour.

// The same text on the server and in the browser: the page is rendered on both.
const START_PRICE = MONEY_FIELD.format(STAMP_DUTY_DEFAULT_PRICE);

/** /stamp-duty-calculator: SDLT for England and Northern Ireland on any date since April 2016. */
export function StampDutyCalculatorPage() {
  const [price, setPrice] = useState(START_PRICE);
  const [propertyKind, setPropertyKind] = useState<PropertyKind>('residential');
  const [firstTimeBuyer, setFirstTimeBuyer] = useState(false);
  const [additionalProperty, setAdditionalProperty] = useState(false);
  const [nonUkResident, setNonUkResident] = useState(false);
  const [effectiveDate, setEffectiveDate] = useState(() => todayIso());

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
          <TextField
            select
            label="Property type"
            name="propertyType"
            value={propertyKind}
            onChange={(event) => setPropertyKind(event.target.value as PropertyKind)}
          >
            <MenuItem value="residential">Residential</MenuItem>
            <MenuItem value="non-residential">Non-residential or mixed use</MenuItem>
          </TextField>
          <TextField
            type="date"
            label="Completion date"
            name="completionDate"
            value={effectiveDate}
            onChange={(event) => setEffectiveDate(event.target.value)}
            helperText="The tax follows the rates in force on the completion date."
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormGroup>
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
              <FormControlLabel
                key={option.name}
                label={option.label}
                control={
                  <Checkbox
                    name={option.name}
                    checked={option.checked}
                    onChange={(event) => option.set(event.target.checked)}
                  />
                }
              />
            ))}
          </FormGroup>
          {!residential && (
            <Typography variant="body2" color="text.secondary">
              First-time buyer relief and the surcharges apply to residential property only.
            </Typography>
          )}
        </>
      }
      resultsId="stamp-duty-results-title"
      resultsTitle="Your stamp duty"
      results={
        <Box aria-live="polite" aria-atomic="true">
          {!result && (
            <Alert role="note" severity="info" data-testid="stamp-duty-no-result">
              Correct the purchase price to see the stamp duty.
            </Alert>
          )}
          {result?.status === 'invalid-date' && (
            <Alert role="note" severity="info">
              Enter a completion date to see the stamp duty.
            </Alert>
          )}
          {result?.status === 'before-coverage' && (
            <Alert role="note" severity="info" data-testid="before-coverage">
              This calculator covers completion dates from {formatIsoDate(result.earliestDate)}. For
              an earlier date, use{' '}
              <ExternalLink href={HMRC_CALCULATOR_URL} underline="always">
                HMRC&apos;s SDLT calculator
              </ExternalLink>
              .
            </Alert>
          )}
          {result?.status === 'ok' && (
            <>
              <HeadlineFigure
                label="Total stamp duty"
                value={formatPounds(result.totalDuty)}
                testId="total-duty"
              />
              <Typography sx={{ mt: 1 }}>
                Effective rate:{' '}
                <Box component="strong" data-testid="effective-rate">
                  {formatPercent(result.effectiveRatePercent)}
                </Box>
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {residential ? 'Residential' : 'Non-residential'} rates in force on{' '}
                {formatIsoDate(effectiveDate)} (from {formatIsoDate(result.ratesFrom)}). The total
                is rounded down to the pound, as HMRC does.
              </Typography>
              <Stack spacing={1} sx={{ mt: 2 }}>
                {resultNotes(input, result).map((note) => (
                  <Alert key={note.text} role="note" severity={note.severity}>
                    {note.text}
                  </Alert>
                ))}
              </Stack>
            </>
          )}
        </Box>
      }
    >
      {result?.status === 'ok' && (
        <Box component="section" aria-labelledby="band-breakdown-title" sx={{ mt: 6 }}>
          <Typography id="band-breakdown-title" variant="h5" component="h2" gutterBottom>
            Breakdown by band
          </Typography>
          <BandTable bands={result.bands} />
        </Box>
      )}

      <Alert role="note" severity="warning" sx={{ mt: 6 }} aria-label="About these figures">
        Stamp Duty Land Tax applies in England and Northern Ireland. Scotland has Land and Buildings
        Transaction Tax and Wales has Land Transaction Tax, with different rates. These figures are
        a guide, not tax advice: reliefs and special cases (such as shared ownership or buying
        several dwellings) are not covered. Check with your solicitor or{' '}
        <ExternalLink href={HMRC_CALCULATOR_URL} underline="always">
          HMRC&apos;s SDLT calculator
        </ExternalLink>
        .
      </Alert>
    </CalculatorLayout>
  );
}
