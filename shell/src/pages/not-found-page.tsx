import { Link as RouterLink } from '@reedmere/router';
import { Box, Button, Container, Link, Typography } from '@mui/material';
import { NOT_FOUND } from '@reedmere/contracts';

/** Where a visitor who followed a dead link most likely wanted to go. */
const WAYS_ON = [
  { label: 'Properties For Sale', to: '/residential' },
  { label: 'Commercial Sales', to: '/commercial-sales' },
  { label: 'Commercial Lettings', to: '/commercial-lettings' },
  { label: 'Contact Us', to: '/contact' },
] as const;

/** Any path outside the route table: the standard title and text, and ways on. */
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
      <Box component="nav" aria-labelledby="not-found-ways-on" sx={{ mt: 5 }}>
        <Typography id="not-found-ways-on" variant="h6" component="h2" gutterBottom>
          Or try one of these
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: 1,
          }}
        >
          {WAYS_ON.map((way) => (
            <li key={way.to}>
              <Link
                component={RouterLink}
                to={way.to}
                underline="always"
                sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, px: 1.5 }}
              >
                {way.label}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
    </Container>
  );
}
