import { useEffect, useRef } from 'react';
import { useLocation } from '@reedmere/router';
import type { RemoteName } from '@reedmere/mf-build/remotes';
import { noteHealthEvent } from './health-notes';

/**
 * Notes a `view` of `remote` once for each page (location the router shows) its section is drawn
 * on: the count its failures are weighed against. A section that stays while the visitor moves
 * inside the remote notes each page it shows.
 */
export function NoteViews({ remote }: { remote: RemoteName }) {
  const { key } = useLocation();
  // Once per page, though effects run again (development's strict mode).
  const noted = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (noted.current === key) return;
    noted.current = key;
    noteHealthEvent(remote, 'view');
  }, [remote, key]);
  return null;
}
