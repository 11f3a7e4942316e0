import { Container, Typography } from '@mui/material';
import { NOT_FOUND } from '@reedmere/contracts';

/**
 * The 404 page of a remote's own router. Inside the site the shell sends a remote only its own
 * paths; this answers any other path when the remote runs standalone.
 */
export function PageNotFound() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {NOT_FOUND.title}
      </Typography>
      <Typography>{NOT_FOUND.text}</Typography>
    </Container>
  );
}
