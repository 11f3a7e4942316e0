import { lazy, Suspense, useMemo, useState } from 'react';
import { Note, SelectInput } from '@reedmere/web-kit';
import { type FieldRule, MONEY_FIELD } from '../../../shared/calculator-field';
import { CalculatorLayout, HeadlineFigure } from '../../../shared/calculator-layout';
import { formatPence, formatPounds } from '../../../shared/format';
import { calculateMortgage, MORTGAGE_DEFAULTS, type MortgageType } from '../../../shared/mortgage';
import { NumberField } from '../../../shared/number-field';
import { MAX_TERM_YEARS, RATE_FIELD, TERM_FIELD } from '../lib/mortgage-fields';
import { checkMortgageForm, type MortgageField, type MortgageFormText } from '../lib/mortgage-form';
import { firstMonthSplit, yearlySchedule } from '../lib/yearly-schedule';
import { MarketRatesPanel } from './market-rates-panel';
import { YearlyTable } from './yearly-table';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="calc-figure">
      <p className="kit-secondary">{label}</p>
      <p className="calc-figure__value" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

const MORTGAGE_TYPES = [
  { value: 'repayment', label: 'Repayment' },
  { value: 'interest-only', label: 'Interest only' },
] as const satisfies readonly { value: MortgageType; label: string }[];

const MortgageCharts = lazy(() => import('./mortgage-charts'));

// The same text on the server and in the browser: the page is rendered on both.
const START: MortgageFormText = {
  propertyValue: MONEY_FIELD.format(MORTGAGE_DEFAULTS.propertyValue),
  deposit: MONEY_FIELD.format(MORTGAGE_DEFAULTS.deposit),
  rate: RATE_FIELD.format(MORTGAGE_DEFAULTS.annualRatePercent),
  term: TERM_FIELD.format(MORTGAGE_DEFAULTS.termYears),
};

/** The number fields, in page order, each with the form text it edits. */
const NUMBER_FIELDS: readonly {
  field: MortgageField;
  label: string;
  name: string;
  rule: FieldRule;
  helperText?: string;
}[] = [
  { field: 'propertyValue', label: 'Property value (£)', name: 'propertyValue', rule: MONEY_FIELD },
  { field: 'deposit', label: 'Deposit (£)', name: 'deposit', rule: MONEY_FIELD },
  {
    field: 'rate',
    label: 'Interest rate (%)',
    name: 'interestRate',
    rule: RATE_FIELD,
    helperText: `A yearly rate, up to ${RATE_FIELD.max}%`,
  },
  {
    field: 'term',
    label: 'Term (years)',
    name: 'termYears',
    rule: TERM_FIELD,
    helperText: `Up to ${MAX_TERM_YEARS} years`,
  },
];

/** /mortgage-calculator: the inputs, from their defaults (docs/product.md#mortgage-calculator). */
export function MortgageCalculatorPage() {
  const [text, setText] = useState(START);
  const [type, setType] = useState<MortgageType>(MORTGAGE_DEFAULTS.type);

  const { input, problems, noResult } = checkMortgageForm(text, type);
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
          {NUMBER_FIELDS.map(({ field, label, name, rule, helperText }) => (
            <NumberField
              key={field}
              label={label}
              name={name}
              defaultValue={START[field]}
              onChange={(value) => setText((current) => ({ ...current, [field]: value }))}
              rule={rule}
              problem={problems[field]}
              helperText={helperText}
            />
          ))}
          <SelectInput
            id="calculator-mortgageType"
            label="Mortgage type"
            name="mortgageType"
            value={type}
            onChange={setType}
            options={MORTGAGE_TYPES}
          />
        </>
      }
      resultsId="mortgage-results-title"
      resultsTitle="Your results"
      results={
        <>
          {/* One live region throughout, so a screen reader hears each change of the figures. */}
          <div aria-live="polite" aria-atomic="true">
            {noResult ? (
              <Note role="note" severity="info" data-testid="mortgage-no-result">
                {noResult}
              </Note>
            ) : (
              <>
                <HeadlineFigure
                  label="Monthly payment"
                  value={formatPence(result.monthlyPayment)}
                  testId="monthly-payment"
                />
                <div className="calc-stack calc-stack--tight calc-gap-top-2">
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
                </div>
              </>
            )}
          </div>
          {!noResult && (
            <>
              <hr className="calc-divider" />
              <h3 className="kit-heading-6">Monthly breakdown</h3>
              <div className="calc-stack calc-stack--tight">
                <Figure label="Interest in the first month" value={formatPence(split.interest)} />
                <Figure
                  label="Capital repaid in the first month"
                  value={formatPence(split.capital)}
                />
                <Figure label="Number of payments" value={String(result.months)} />
              </div>
              {type === 'interest-only' && (
                <Note role="note" severity="info" className="calc-gap-top-2">
                  On an interest-only mortgage the payments cover the interest only: the{' '}
                  {formatPounds(result.loanAmount)} loan is still owed at the end of the term.
                </Note>
              )}
            </>
          )}
        </>
      }
      aside={<MarketRatesPanel />}
    >
      <section className="calc-section" aria-labelledby="mortgage-over-time-title">
        <h2 id="mortgage-over-time-title" className="kit-heading-5">
          Your mortgage over time
        </h2>
        {years.length > 0 ? (
          <div className="calc-stack calc-stack--wide">
            <Suspense
              fallback={
                <div
                  role="status"
                  aria-label="Loading charts"
                  className="calc-columns calc-charts"
                />
              }
            >
              <MortgageCharts loanAmount={result.loanAmount} years={years} />
            </Suspense>
            <h3 className="kit-heading-6">Year by year</h3>
            <YearlyTable years={years} />
          </div>
        ) : (
          <p className="kit-secondary">{noResult}</p>
        )}
      </section>

      <Note role="note" severity="warning" className="calc-section" aria-label="Disclaimer">
        These figures are illustrative only and are not a mortgage offer or advice. The payment you
        are offered depends on the lender, your circumstances and fees not shown here. Your home may
        be repossessed if you do not keep up repayments on your mortgage.
      </Note>
    </CalculatorLayout>
  );
}
