import { Alert, Button, Stack, Typography } from '@mui/material';
import type { Redirect } from '../../../shared/auth/redirect';
import { useLoginRedirect } from '../../../shared/auth/use-login-redirect';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { ListState } from '../../../shared/list-state';
import { SectionHeading } from '../../../shared/section-heading';
import { useReturnFocus } from '../../../shared/use-return-focus';
import { useDeploymentsOverview } from '../api/use-deployments-overview';
import { useReleaseActions } from '../api/use-release-actions';
import { canaryName } from '../lib/live-canary';
import { ReleaseHistory } from './release-history';
import { DEPLOYMENT_SCOPE } from './remote-deployment-card';
import { RemoteDeploymentList } from './remote-deployment-list';
import { RollbackDialog } from './rollback-dialog';

/**
 * The site's remotes for the owner and managers: each one's stable build and any canary tried on
 * a share of visitors (its plan, its health check and the figures the check weighs), Promote and
 * Roll back for a live canary, and the latest release history. Refresh reads the figures again.
 */
export function DeploymentsTab({ redirect }: { redirect: Redirect }) {
  const read = useDeploymentsOverview();
  const sendToLogin = useLoginRedirect(redirect);
  const { headingRef, returnTo } = useReturnFocus(DEPLOYMENT_SCOPE);
  const { question, busyRemote, ask, close, confirm } = useReleaseActions({
    reload: () => read.mutate(),
    sendToLogin,
    returnTo,
  });
  const { isValidating } = read;
  // Left enabled while it reads, so the focus stays on it; a second press waits for the first.
  const refresh = () => {
    if (!isValidating) void read.mutate();
  };

  return (
    <Stack component="section" spacing={2} aria-labelledby="deployments-tab-heading">
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <SectionHeading id="deployments-tab-heading" headingRef={headingRef}>
          Deployments
        </SectionHeading>
        <Button variant="outlined" onClick={refresh}>
          {isValidating ? 'Refreshing...' : 'Refresh'}
        </Button>
      </Stack>
      <Typography color="text.secondary">
        The build of each part of the site that visitors get. A canary is a new build tried on a
        share of visitors: the site&apos;s health check rolls it back if it fails, and steps a
        healthy one through its plan. The figures change as visitors browse.
      </Typography>
      <ListState
        read={read}
        accessText="Please log in again to see the deployments."
        errorText="Failed to load the deployments."
        loadingText="Loading deployments..."
      >
        {({ managed, remotes, history }) => (
          <>
            {managed ? null : (
              <Alert severity="info">
                The site&apos;s configuration fixes these builds: this is what is served, and
                nothing can be released from here.
              </Alert>
            )}
            <RemoteDeploymentList
              remotes={remotes}
              managed={managed}
              busyRemote={busyRemote}
              onPromote={(deployment) => ask('promote', deployment)}
              onRollback={(deployment) => ask('rollback', deployment)}
            />
            <ReleaseHistory events={history} />
          </>
        )}
      </ListState>
      <ConfirmDialog
        open={question?.choice === 'promote' && question.open}
        title={
          question?.choice === 'promote' ? `Promote the ${canaryName(question.deployment)}?` : ''
        }
        text={
          question?.choice === 'promote'
            ? `Every visitor of ${question.deployment.remote} will get build ${question.deployment.canary.version}, which replaces the stable build ${question.deployment.stable.version}.`
            : ''
        }
        confirmLabel="Promote"
        confirmColor="primary"
        busy={busyRemote !== null}
        onConfirm={() => void confirm()}
        onCancel={close}
      />
      {question?.choice === 'rollback' ? (
        <RollbackDialog
          key={question.opening}
          deployment={question.deployment}
          open={question.open}
          busy={busyRemote !== null}
          onConfirm={(reason) => void confirm(reason)}
          onCancel={close}
        />
      ) : null}
    </Stack>
  );
}
