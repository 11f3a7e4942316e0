import type { ReactNode } from 'react';
import { Container, Grid, Paper, Stack, Typography } from '@mui/material';
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
      <Container sx={{ py: { xs: 4, md: 6 } }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography variant="h5" component="h2" gutterBottom>
                {inputsTitle}
              </Typography>
              <Stack spacing={2} component="form" onSubmit={(event) => event.preventDefault()}>
                {inputs}
              </Stack>
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack spacing={3}>
              <Paper
                variant="outlined"
                component="section"
                aria-labelledby={resultsId}
                sx={{ p: { xs: 2, sm: 3 } }}
              >
                <Typography id={resultsId} variant="h5" component="h2" gutterBottom>
                  {resultsTitle}
                </Typography>
                {results}
              </Paper>
              {aside}
            </Stack>
          </Grid>
        </Grid>
        {props.children}
      </Container>
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
      <Typography color="text.secondary">{label}</Typography>
      <Typography
        variant="h3"
        component="p"
        color="primary"
        data-testid={testId}
        sx={{ fontSize: { xs: '2.25rem', sm: '3rem' } }}
      >
        {value}
      </Typography>
    </>
  );
}
