import { Route, Routes } from 'react-router-dom';
import { Container, Typography } from '@mui/material';
import { NOT_FOUND } from '@reedmere/contracts';
import { CalculatorsLandingPage } from '../features/calculators-landing/components/calculators-landing-page';
import { MortgageCalculatorPage } from '../features/mortgage/components/mortgage-calculator-page';
import { StampDutyCalculatorPage } from '../features/stamp-duty/components/stamp-duty-calculator-page';

// The shell only sends the calculator paths here; this answers any other path when standalone.
function NotFound() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {NOT_FOUND.title}
      </Typography>
      <Typography>{NOT_FOUND.text}</Typography>
    </Container>
  );
}

/** Exposed as `calculators/routes`: mounted by the shell under its router; paths are relative. */
export default function CalculatorsRoutes() {
  return (
    <Routes>
      <Route path="calculators" element={<CalculatorsLandingPage />} />
      <Route path="mortgage-calculator" element={<MortgageCalculatorPage />} />
      <Route path="stamp-duty-calculator" element={<StampDutyCalculatorPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
