import { Stack, Typography } from '@mui/material';
import type { RemoteDeployment, RemoteName } from '@reedmere/contracts';
import { ItemList } from '../../../shared/item-list';
import type { CanaryDeployment } from '../lib/live-canary';
import { RemoteDeploymentCard } from './remote-deployment-card';

export interface RemoteDeploymentListProps {
  remotes: readonly RemoteDeployment[];
  managed: boolean;
  /** The remote whose release is being sent; null when none is. */
  busyRemote: RemoteName | null;
  onPromote: (deployment: CanaryDeployment) => void;
  onRollback: (deployment: CanaryDeployment) => void;
}

const HEADING_ID = 'deployments-remotes-heading';

/** Every remote's builds, one card each, so a phone shows them without scrolling sideways. */
export function RemoteDeploymentList({
  remotes,
  managed,
  busyRemote,
  onPromote,
  onRollback,
}: RemoteDeploymentListProps) {
  return (
    <Stack component="section" spacing={1} aria-labelledby={HEADING_ID}>
      <Typography id={HEADING_ID} variant="h6" component="h3">
        Remotes
      </Typography>
      {remotes.length === 0 ? (
        <Typography>No remotes are served.</Typography>
      ) : (
        <ItemList>
          {remotes.map((deployment) => (
            <RemoteDeploymentCard
              key={deployment.remote}
              deployment={deployment}
              managed={managed}
              busy={busyRemote !== null}
              sending={busyRemote === deployment.remote}
              onPromote={onPromote}
              onRollback={onRollback}
            />
          ))}
        </ItemList>
      )}
    </Stack>
  );
}
