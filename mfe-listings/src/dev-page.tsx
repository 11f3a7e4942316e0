import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Route, Routes } from '@reedmere/router';
import ListingsHomeSections from './exposes/home-sections';
import ListingsRoutes from './exposes/routes';

const PAGES = ['/properties', '/residential', '/commercial-sales', '/commercial-lettings'];

/** The standalone dev page: links to every screen and the home widgets at '/'. */
export function DevPage() {
  return (
    <Routes>
      <Route
        index
        element={
          <main>
            <Container sx={{ py: 4 }}>
              <Typography variant="h4" component="h1" gutterBottom>
                Listings
              </Typography>
              <Stack direction="row" spacing={2} component="nav" aria-label="Listings pages">
                {PAGES.map((path) => (
                  <Link key={path} component={RouterLink} to={path}>
                    {path}
                  </Link>
                ))}
              </Stack>
            </Container>
            <ListingsHomeSections />
          </main>
        }
      />
      <Route path="*" element={<ListingsRoutes />} />
    </Routes>
  );
}
