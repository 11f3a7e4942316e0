import { screenParams, type PageLoader } from '@reedmere/contracts';
import { RemoteStylesheet, ScreenRoutes } from '@reedmere/web-kit';
import { developmentKey } from '../features/project-detail/api/use-development';
import { DEVELOPMENT_SUMMARY_KEY } from '../features/project-list/api/use-development-summary';
import { developmentListKeyOf } from '../features/project-list/api/use-developments';
import { DevelopmentDetailPage } from '../features/project-detail/components/development-detail-page';
import { DevelopmentsPage } from '../features/project-list/components/developments-page';
import stylesheet from '../shared/developments.css';

/** Exposed as `developments/routes`: mounted by the shell under its router; paths are relative. */
export default function DevelopmentsRoutes() {
  return (
    <>
      <RemoteStylesheet href={stylesheet} />
      <ScreenRoutes
        owner="mfe-developments"
        screens={{
          developments: <DevelopmentsPage />,
          'development-detail': <DevelopmentDetailPage />,
        }}
      />
    </>
  );
}

/** Drawn in plain markup with its own stylesheet: the page needs no styling library for it. */
export const plainMarkup = true;

/**
 * The reads each developments page makes at a location, with the keys its hooks use: the list
 * reads the page its URL names, counted (kept with its total, as its hook reads it in the
 * browser), and the summary its counters show.
 */
export const loader: PageLoader = ({ pathname, search }) => {
  if (screenParams('developments', pathname)) {
    return [
      { key: developmentListKeyOf(new URLSearchParams(search)), counted: true },
      { key: DEVELOPMENT_SUMMARY_KEY },
    ];
  }
  const detail = screenParams('development-detail', pathname);
  return detail ? [{ key: developmentKey(detail.id ?? ''), subject: true }] : [];
};
