import type { MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@reedmere/router';

/** A 404 says the property is gone; any other failure says what failed and offers a retry. */
export function PropertyNotFound({
  status,
  onRetry,
  back,
}: {
  status: number | null;
  onRetry: () => void;
  /** The list the visitor came from, else the generic list. */
  back: { to: string; onClick: (event: MouseEvent) => void };
}) {
  const missing = status === 404;
  return (
    <Container sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h3" component="h1" gutterBottom>
        Property Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {missing
          ? "The property you're looking for doesn't exist or has been removed."
          : `Failed to fetch property: ${status ?? 'network error'}. Please try again later.`}
      </Typography>
      {!missing && (
        <Button variant="outlined" onClick={onRetry} sx={{ mr: 2 }}>
          Try Again
        </Button>
      )}
      <Button component={RouterLink} to={back.to} onClick={back.onClick} variant="contained">
        Back to Properties
      </Button>
    </Container>
  );
}
