import { Route, Routes } from '@reedmere/router';
import { mountStandalone } from '@reedmere/web-kit';
import HomeProjects from './exposes/home-projects';
import RemoteRoutes from './exposes/routes';

/**
 * The standalone dev page: this remote alone, as the shell would mount it, with the home
 * widget at '/' so both exposes can be seen without the shell.
 */
function Standalone() {
  return (
    <main>
      <Routes>
        <Route index element={<HomeProjects />} />
        <Route path="*" element={<RemoteRoutes />} />
      </Routes>
    </main>
  );
}

mountStandalone(Standalone);
