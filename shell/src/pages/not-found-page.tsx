import { Link as RouterLink } from '@reedmere/router';
import { Button, Container, Typography } from '@mui/material';
import { NOT_FOUND } from '@reedmere/contracts';

/** Any path outside the route table (spec section 2). */
export function NotFoundPage() {
  return (
    <Container sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {NOT_FOUND.title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{NOT_FOUND.text}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Back to Home
      </Button>
    </Container>
  );
}
