/** The sample rates, dated so nobody mistakes them for today's. */
export const SAMPLE_RATES_DATE = 'January 2025';

export const SAMPLE_MARKET_RATES: readonly { product: string; range: string }[] = [
  { product: '2-year fixed', range: '3.69% - 4.22%' },
  { product: '5-year fixed', range: '3.84% - 4.28%' },
  { product: 'First-time buyer', range: '4.19% - 4.40%' },
];

export function MarketRatesPanel() {
  return (
    <section className="kit-panel calc-rates" aria-labelledby="market-rates-title">
      <h2 id="market-rates-title" className="kit-heading-6">
        Sample market rates ({SAMPLE_RATES_DATE})
      </h2>
      <dl className="calc-rates__list">
        {SAMPLE_MARKET_RATES.map((rate) => (
          <div key={rate.product}>
            <dt>{rate.product}</dt>
            <dd>{rate.range}</dd>
          </div>
        ))}
      </dl>
      <p className="kit-small kit-secondary calc-gap-top-2">
        A sample of typical rates in {SAMPLE_RATES_DATE}, not current offers. Rates change often:
        speak to a mortgage adviser for today&apos;s rates.
      </p>
    </section>
  );
}
