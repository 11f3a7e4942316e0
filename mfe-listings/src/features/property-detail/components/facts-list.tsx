import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface Fact {
  label: string;
  value: string;
}

/** Label/value pairs as a description list, in a responsive grid. */
export function FactsList({ facts, columns = 3 }: { facts: readonly Fact[]; columns?: number }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: `repeat(${columns}, 1fr)` },
        gap: 2,
        m: 0,
      }}
    >
      {facts.map((fact) => (
        <Box key={fact.label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {fact.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
