import type { ReactNode } from 'react';
import { PageHero, StaticPart } from '@reedmere/web-kit';
import { calculatorsHero } from '@reedmere/web-kit/heroes/calculators';

export interface CalculatorLayoutProps {
  title: string;
  subtitle: string;
  /** Heading and fields of the inputs panel (a form that never submits: results follow typing). */
  inputsTitle: string;
  inputs: ReactNode;
  /** Heading and content of the results panel, announced as they change. */
  resultsId: string;
  resultsTitle: string;
  results: ReactNode;
  /** Under the results panel, in the same column. */
  aside?: ReactNode;
  /** Full-width sections below both columns. */
  children?: ReactNode;
}

/** Both calculators: the hero, then inputs beside results (stacked on a phone). */
export function CalculatorLayout(props: CalculatorLayoutProps) {
  const { title, subtitle, inputsTitle, inputs, resultsId, resultsTitle, results, aside } = props;
  return (
    <>
      <StaticPart>
        <PageHero title={title} subtitle={subtitle} image={calculatorsHero} />
      </StaticPart>
      <div className="site-container calc-page">
        <div className="calc-columns">
          <div className="kit-panel">
            <h2 className="kit-heading-5">{inputsTitle}</h2>
            <form className="calc-stack" onSubmit={(event) => event.preventDefault()}>
              {inputs}
            </form>
          </div>
          <div className="calc-stack calc-stack--wide">
            <section className="kit-panel" aria-labelledby={resultsId}>
              <h2 id={resultsId} className="kit-heading-5">
                {resultsTitle}
              </h2>
              {results}
            </section>
            {aside}
          </div>
        </div>
        {props.children}
      </div>
    </>
  );
}

/** The one figure a calculator is for (monthly payment, total duty), large. */
export function HeadlineFigure({
  label,
  value,
  testId,
}: {
  label: string;
  value: string;
  testId: string;
}) {
  return (
    <>
      <p className="calc-label">{label}</p>
      <p className="calc-headline" data-testid={testId}>
        {value}
      </p>
    </>
  );
}
