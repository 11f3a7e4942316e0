import { Route, Routes } from '@reedmere/router';
import { mountStandalone } from '@reedmere/web-kit';
import HomeSections from './exposes/home-sections';
import RemoteRoutes from './exposes/routes';

/**
 * The standalone dev page: this remote alone, as the shell would mount it, with the home
 * widget at '/' so both exposes can be seen without the shell.
 */
function Standalone() {
  return (
    <main>
      <Routes>
        <Route index element={<HomeSections />} />
        <Route path="*" element={<RemoteRoutes />} />
      </Routes>
    </main>
  );
}

mountStandalone(Standalone);
