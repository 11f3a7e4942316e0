import { lazy, Suspense, useMemo, useState } from 'react';
import { Alert, Box, Divider, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { MONEY_FIELD } from '../../../shared/calculator-field';
import { CalculatorLayout, HeadlineFigure } from '../../../shared/calculator-layout';
import { formatPence, formatPounds } from '../../../shared/format';
import { calculateMortgage, MORTGAGE_DEFAULTS, type MortgageType } from '../../../shared/mortgage';
import { NumberField } from '../../../shared/number-field';
import { MAX_TERM_YEARS, RATE_FIELD, TERM_FIELD } from '../lib/mortgage-fields';
import { checkMortgageForm } from '../lib/mortgage-form';
import { firstMonthSplit, yearlySchedule } from '../lib/yearly-schedule';
import { MarketRatesPanel } from './market-rates-panel';
import { YearlyTable } from './yearly-table';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 600, textAlign: 'right' }} data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
}

const MortgageCharts = lazy(() => import('./mortgage-charts'));

// The same text on the server and in the browser: the page is rendered on both.
const START = {
  value: MONEY_FIELD.format(MORTGAGE_DEFAULTS.propertyValue),
  deposit: MONEY_FIELD.format(MORTGAGE_DEFAULTS.deposit),
  rate: RATE_FIELD.format(MORTGAGE_DEFAULTS.annualRatePercent),
  term: TERM_FIELD.format(MORTGAGE_DEFAULTS.termYears),
};

/** /mortgage-calculator: the inputs, from their defaults (docs/product.md#mortgage-calculator). */
export function MortgageCalculatorPage() {
  const [value, setValue] = useState(START.value);
  const [deposit, setDeposit] = useState(START.deposit);
  const [rate, setRate] = useState(START.rate);
  const [term, setTerm] = useState(START.term);
  const [type, setType] = useState<MortgageType>(MORTGAGE_DEFAULTS.type);

  const { input, problems, noResult } = checkMortgageForm(
    { propertyValue: value, deposit, rate, term },
    type,
  );
  const result = calculateMortgage(input);
  const split = firstMonthSplit(input);
  const { propertyValue, deposit: depositValue, annualRatePercent, termYears } = input;
  const years = useMemo(
    () =>
      noResult
        ? []
        : yearlySchedule({
            propertyValue,
            deposit: depositValue,
            annualRatePercent,
            termYears,
            type,
          }),
    [noResult, propertyValue, depositValue, annualRatePercent, termYears, type],
  );

  return (
    <CalculatorLayout
      title="Mortgage Calculator"
      subtitle="Work out your monthly payments and what the mortgage costs over its term."
      inputsTitle="Your mortgage"
      inputs={
        <>
          <NumberField
            label="Property value (£)"
            name="propertyValue"
            defaultValue={START.value}
            onChange={setValue}
            rule={MONEY_FIELD}
            problem={problems.propertyValue}
          />
          <NumberField
            label="Deposit (£)"
            name="deposit"
            defaultValue={START.deposit}
            onChange={setDeposit}
            rule={MONEY_FIELD}
            problem={problems.deposit}
          />
          <NumberField
            label="Interest rate (%)"
            name="interestRate"
            defaultValue={START.rate}
            onChange={setRate}
            rule={RATE_FIELD}
            problem={problems.rate}
            helperText={`A yearly rate, up to ${RATE_FIELD.max}%`}
          />
          <NumberField
            label="Term (years)"
            name="termYears"
            defaultValue={START.term}
            onChange={setTerm}
            rule={TERM_FIELD}
            problem={problems.term}
            helperText={`Up to ${MAX_TERM_YEARS} years`}
          />
          <TextField
            select
            label="Mortgage type"
            name="mortgageType"
            value={type}
            onChange={(event) => setType(event.target.value as MortgageType)}
          >
            <MenuItem value="repayment">Repayment</MenuItem>
            <MenuItem value="interest-only">Interest only</MenuItem>
          </TextField>
        </>
      }
      resultsId="mortgage-results-title"
      resultsTitle="Your results"
      results={
        <>
          {/* One live region throughout, so a screen reader hears each change of the figures. */}
          <Box aria-live="polite" aria-atomic="true">
            {noResult ? (
              <Alert role="note" severity="info" data-testid="mortgage-no-result">
                {noResult}
              </Alert>
            ) : (
              <>
                <HeadlineFigure
                  label="Monthly payment"
                  value={formatPence(result.monthlyPayment)}
                  testId="monthly-payment"
                />
                <Stack spacing={1} sx={{ mt: 2 }}>
                  <Figure label="Loan amount" value={formatPounds(result.loanAmount)} />
                  <Figure
                    label="Loan to value"
                    value={`${result.loanToValuePercent.toFixed(1)}%`}
                    testId="loan-to-value"
                  />
                  <Figure
                    label="Total amount"
                    value={formatPence(result.totalAmount)}
                    testId="total-amount"
                  />
                  <Figure
                    label="Total interest"
                    value={formatPence(result.totalInterest)}
                    testId="total-interest"
                  />
                </Stack>
              </>
            )}
          </Box>
          {!noResult && (
            <>
              <Divider sx={{ my: 2 }} />
              <Typography variant="h6" component="h3" gutterBottom>
                Monthly breakdown
              </Typography>
              <Stack spacing={1}>
                <Figure label="Interest in the first month" value={formatPence(split.interest)} />
                <Figure
                  label="Capital repaid in the first month"
                  value={formatPence(split.capital)}
                />
                <Figure label="Number of payments" value={String(result.months)} />
              </Stack>
              {type === 'interest-only' && (
                <Alert role="note" severity="info" sx={{ mt: 2 }}>
                  On an interest-only mortgage the payments cover the interest only: the{' '}
                  {formatPounds(result.loanAmount)} loan is still owed at the end of the term.
                </Alert>
              )}
            </>
          )}
        </>
      }
      aside={<MarketRatesPanel />}
    >
      <Box component="section" aria-labelledby="mortgage-over-time-title" sx={{ mt: 6 }}>
        <Typography id="mortgage-over-time-title" variant="h5" component="h2" gutterBottom>
          Your mortgage over time
        </Typography>
        {years.length > 0 ? (
          <Stack spacing={4}>
            <Suspense
              fallback={<Box role="status" aria-label="Loading charts" sx={{ minHeight: 320 }} />}
            >
              <MortgageCharts loanAmount={result.loanAmount} years={years} />
            </Suspense>
            <Typography variant="h6" component="h3">
              Year by year
            </Typography>
            <YearlyTable years={years} />
          </Stack>
        ) : (
          <Typography color="text.secondary">{noResult}</Typography>
        )}
      </Box>

      <Alert role="note" severity="warning" sx={{ mt: 6 }} aria-label="Disclaimer">
        These figures are illustrative only and are not a mortgage offer or advice. The payment you
        are offered depends on the lender, your circumstances and fees not shown here. Your home may
        be repossessed if you do not keep up repayments on your mortgage.
      </Alert>
    </CalculatorLayout>
  );
}
