import { Route, Routes } from '@reedmere/router';
import { CalculatorsLandingPage } from '../features/calculators-landing/components/calculators-landing-page';
import { MortgageCalculatorPage } from '../features/mortgage/components/mortgage-calculator-page';
import { StampDutyCalculatorPage } from '../features/stamp-duty/components/stamp-duty-calculator-page';
import { PageNotFound, StaticPart } from '@reedmere/web-kit';

/** Exposed as `calculators/routes`: mounted by the shell under its router; paths are relative. */
export default function CalculatorsRoutes() {
  return (
    <Routes>
      <Route
        path="calculators"
        element={
          // Text and links only: a served one is kept as it came.
          <StaticPart>
            <CalculatorsLandingPage />
          </StaticPart>
        }
      />
      <Route path="mortgage-calculator" element={<MortgageCalculatorPage />} />
      <Route path="stamp-duty-calculator" element={<StampDutyCalculatorPage />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
