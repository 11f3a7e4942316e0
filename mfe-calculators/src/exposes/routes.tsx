import { CalculatorsLandingPage } from '../features/calculators-landing/components/calculators-landing-page';
import { MortgageCalculatorPage } from '../features/mortgage/components/mortgage-calculator-page';
import { StampDutyCalculatorPage } from '../features/stamp-duty/components/stamp-duty-calculator-page';
import { RemoteStylesheet, ScreenRoutes, StaticPart } from '@reedmere/web-kit';
import stylesheet from '../shared/calculators.css';

/** Exposed as `calculators/routes`: mounted by the shell under its router; paths are relative. */
export default function CalculatorsRoutes() {
  return (
    <>
      <RemoteStylesheet href={stylesheet} />
      <ScreenRoutes
        owner="mfe-calculators"
        screens={{
          calculators: (
            // Text and links only: a served one is kept as it came.
            <StaticPart>
              <CalculatorsLandingPage />
            </StaticPart>
          ),
          'mortgage-calculator': <MortgageCalculatorPage />,
          'stamp-duty-calculator': <StampDutyCalculatorPage />,
        }}
      />
    </>
  );
}

/** Drawn in plain markup with its own stylesheet: the page needs no styling library for it. */
export const plainMarkup = true;

/** Its calculators format their figures as they hydrate (see `localeDataModulesOf`). */
export const usesLocaleData = true;
