import { useState } from 'react';
import { Container, Grid, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import {
  calculateMortgage,
  MORTGAGE_DEFAULTS,
  toCalculatorNumber,
  type MortgageType,
} from '../../../shared/mortgage';

const money = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** /mortgage-calculator: the inputs of spec section 2 with the defaults of section 9. */
export function MortgageCalculatorPage() {
  const [value, setValue] = useState(String(MORTGAGE_DEFAULTS.propertyValue));
  const [deposit, setDeposit] = useState(String(MORTGAGE_DEFAULTS.deposit));
  const [rate, setRate] = useState(MORTGAGE_DEFAULTS.annualRatePercent.toFixed(1));
  const [term, setTerm] = useState(String(MORTGAGE_DEFAULTS.termYears));
  const [type, setType] = useState<MortgageType>(MORTGAGE_DEFAULTS.type);

  const result = calculateMortgage({
    propertyValue: toCalculatorNumber(value),
    deposit: toCalculatorNumber(deposit),
    annualRatePercent: toCalculatorNumber(rate),
    termYears: toCalculatorNumber(term),
    type,
  });

  return (
    <Container component="section" sx={{ py: 6 }}>
      <Typography variant="h3" component="h1" gutterBottom>
        Mortgage Calculator
      </Typography>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2} component="form" onSubmit={(event) => event.preventDefault()}>
            <TextField
              label="Property value (£)"
              type="number"
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
            <TextField
              label="Deposit (£)"
              type="number"
              value={deposit}
              onChange={(event) => setDeposit(event.target.value)}
            />
            <TextField
              label="Interest rate (%)"
              type="number"
              value={rate}
              slotProps={{ htmlInput: { step: 0.1 } }}
              onChange={(event) => setRate(event.target.value)}
            />
            <TextField
              label="Term (years)"
              type="number"
              value={term}
              onChange={(event) => setTerm(event.target.value)}
            />
            <TextField
              select
              label="Mortgage type"
              value={type}
              onChange={(event) => setType(event.target.value as MortgageType)}
            >
              <MenuItem value="repayment">Repayment</MenuItem>
              <MenuItem value="interest-only">Interest only</MenuItem>
            </TextField>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" sx={{ p: 3 }} aria-live="polite">
            <Typography color="text.secondary">Monthly payment</Typography>
            <Typography variant="h3" component="p" color="primary" data-testid="monthly-payment">
              {money.format(result.monthlyPayment)}
            </Typography>
            <Typography sx={{ mt: 2 }}>Loan amount: {money.format(result.loanAmount)}</Typography>
            <Typography>Loan to value: {result.loanToValuePercent.toFixed(1)}%</Typography>
            <Typography>Total amount: {money.format(result.totalAmount)}</Typography>
            <Typography>Total interest: {money.format(result.totalInterest)}</Typography>
          </Paper>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Figures are illustrative only and are not a mortgage offer.
          </Typography>
        </Grid>
      </Grid>
    </Container>
  );
}
