import { Route, Routes } from 'react-router-dom';
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
