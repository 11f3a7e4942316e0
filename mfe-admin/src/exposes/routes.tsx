import { Route, Routes } from 'react-router-dom';
import { AdminPanel } from '../features/panel/components/admin-panel';
import { AdminTabs } from '../features/panel/components/admin-tabs';
import { SeoManagementPage } from '../features/seo-pages/components/seo-management-page';
import { AuthGate } from '../shared/auth/auth-gate';
import { browserRedirect, type Redirect } from '../shared/auth/redirect';
import { ADMIN_SECTIONS } from './admin-sections';

export interface AdminRoutesProps {
  /** Leaves the app for server routes; tests replace it. */
  redirect?: Redirect;
}

/** Exposed as `admin/routes`: mounted by the shell under its router; paths are relative. */
export default function AdminRoutes({ redirect = browserRedirect }: AdminRoutesProps) {
  const panel = (
    <AuthGate redirect={redirect}>
      {(user) => (
        <AdminPanel user={user} redirect={redirect}>
          <AdminTabs sections={ADMIN_SECTIONS} />
        </AdminPanel>
      )}
    </AuthGate>
  );
  return (
    <Routes>
      <Route path="admin" element={panel} />
      <Route
        path="admin/seo"
        element={
          <AuthGate redirect={redirect}>{() => <SeoManagementPage redirect={redirect} />}</AuthGate>
        }
      />
      <Route path="*" element={panel} />
    </Routes>
  );
}
