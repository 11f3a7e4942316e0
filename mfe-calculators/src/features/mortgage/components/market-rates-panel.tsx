import { Box, Paper, Typography } from '@mui/material';

/** The sample rates, dated so nobody mistakes them for today's. */
export const SAMPLE_RATES_DATE = 'January 2025';

export const SAMPLE_MARKET_RATES: readonly { product: string; range: string }[] = [
  { product: '2-year fixed', range: '3.69% - 4.22%' },
  { product: '5-year fixed', range: '3.84% - 4.28%' },
  { product: 'First-time buyer', range: '4.19% - 4.40%' },
];

export function MarketRatesPanel() {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="market-rates-title"
      sx={{ p: 3, bgcolor: 'grey.50' }}
    >
      <Typography id="market-rates-title" variant="h6" component="h2" gutterBottom>
        Sample market rates ({SAMPLE_RATES_DATE})
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1 }}>
        {SAMPLE_MARKET_RATES.map((rate) => (
          <Box key={rate.product} sx={{ display: 'contents' }}>
            <Typography component="dt">{rate.product}</Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
              {rate.range}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        A sample of typical rates in {SAMPLE_RATES_DATE}, not current offers. Rates change often:
        speak to a mortgage adviser for today&apos;s rates.
      </Typography>
    </Paper>
  );
}
