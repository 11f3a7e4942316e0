import { matchPath, Route, Routes } from '@reedmere/router';
import type { PageLoader } from '@reedmere/contracts';
import { developmentKey } from '../features/project-detail/api/use-development';
import { DEVELOPMENT_SUMMARY_KEY } from '../features/project-list/api/use-development-summary';
import { developmentListKeyOf } from '../features/project-list/api/use-developments';
import { DevelopmentDetailPage } from '../features/project-detail/components/development-detail-page';
import { DevelopmentsPage } from '../features/project-list/components/developments-page';

/** Exposed as `developments/routes`: mounted by the shell under its router; paths are relative. */
export default function DevelopmentsRoutes() {
  return (
    <Routes>
      <Route path="developments" element={<DevelopmentsPage />} />
      <Route path="developments/:id" element={<DevelopmentDetailPage />} />
    </Routes>
  );
}

/**
 * The reads each developments page makes at a location, with the keys its hooks use: the list
 * reads the page its URL names, counted (kept with its total, as its hook reads it in the
 * browser), and the summary its counters show.
 */
export const loader: PageLoader = ({ pathname, search }) => {
  if (pathname === '/developments') {
    return [
      { key: developmentListKeyOf(new URLSearchParams(search)), counted: true },
      { key: DEVELOPMENT_SUMMARY_KEY },
    ];
  }
  const detail = matchPath('/developments/:id', pathname);
  return detail ? [{ key: developmentKey(detail.params.id ?? ''), subject: true }] : [];
};
