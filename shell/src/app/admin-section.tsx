import { AdminAuthGate } from '@reedmere/web-kit';
import { RemoteSection } from '../remotes/remote-section';
import { goToServerPage } from './go-to-server-page';

/**
 * The admin panel. The server gives the admin remote's files only to a signed-in admin: ask who
 * is signed in first, so a visitor gets the sign-in message rather than a failed section.
 */
export function AdminSection() {
  return (
    <AdminAuthGate redirect={goToServerPage}>
      {() => <RemoteSection name="admin" label="Loading page" />}
    </AdminAuthGate>
  );
}
