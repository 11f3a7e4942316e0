import { Route, Routes } from '@reedmere/router';
import Box from '@mui/material/Box';
import { mountStandalone } from '@reedmere/web-kit';
import HomeSections from './exposes/home-sections';
import RemoteRoutes from './exposes/routes';

/**
 * The standalone dev page: this remote alone, as the shell would mount it, with the home
 * widget at '/' so both exposes can be seen without the shell.
 */
function Standalone() {
  return (
    <Box component="main">
      <Routes>
        <Route index element={<HomeSections />} />
        <Route path="*" element={<RemoteRoutes />} />
      </Routes>
    </Box>
  );
}

mountStandalone(Standalone);
