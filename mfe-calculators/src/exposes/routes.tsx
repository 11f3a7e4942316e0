import { Route, Routes } from 'react-router-dom';
import { Container, Typography } from '@mui/material';
import { MortgageCalculatorPage } from '../features/mortgage/components/mortgage-calculator-page';

function ComingSoon() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        Calculators
      </Typography>
      <Typography>This page is being prepared.</Typography>
    </Container>
  );
}

/** Exposed as `calculators/routes`: mounted by the shell under its router; paths are relative. */
export default function CalculatorsRoutes() {
  return (
    <Routes>
      <Route path="mortgage-calculator" element={<MortgageCalculatorPage />} />
      <Route path="*" element={<ComingSoon />} />
    </Routes>
  );
}
