import { useEffect } from 'react';
import { AdminAuthGate, loadToastsAhead, ScreenRoutes } from '@reedmere/web-kit';
import { AdminPanel } from '../features/panel/components/admin-panel';
import { SeoManagementPage } from '../features/seo-pages/components/seo-management-page';
import { browserRedirect, type Redirect } from '../shared/auth/redirect';
import { StaffRightsProvider } from '../shared/auth/staff-rights';
import { LeaveByLinkGuard } from '../shared/unsaved/leave-by-link-guard';
import { AdminSections } from './admin-sections';

export interface AdminRoutesProps {
  /** Leaves the app for server routes; tests replace it. */
  redirect?: Redirect;
}

/** Exposed as `admin/routes`: mounted by the shell under its router; paths are relative. */
export default function AdminRoutes({ redirect = browserRedirect }: AdminRoutesProps) {
  // The panel's feedback is toasts; some are followed at once by a move to the sign-in page.
  useEffect(loadToastsAhead, []);
  const panel = (
    <AdminAuthGate redirect={redirect}>
      {(user) => (
        <StaffRightsProvider rights={user}>
          <AdminPanel user={user} redirect={redirect}>
            <AdminSections redirect={redirect} userId={user.id} />
          </AdminPanel>
        </StaffRightsProvider>
      )}
    </AdminAuthGate>
  );
  return (
    <>
      <LeaveByLinkGuard />
      <ScreenRoutes
        owner="mfe-admin"
        screens={{
          admin: panel,
          'admin-seo': (
            <AdminAuthGate redirect={redirect}>
              {(user) => (
                <StaffRightsProvider rights={user}>
                  <SeoManagementPage redirect={redirect} />
                </StaffRightsProvider>
              )}
            </AdminAuthGate>
          ),
        }}
        otherwise={panel}
      />
    </>
  );
}
