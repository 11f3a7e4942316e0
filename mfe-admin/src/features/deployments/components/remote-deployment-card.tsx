import { Box, Button, Stack, Typography } from '@mui/material';
import { EXTERNAL_VERSION, formatUkDateTime, type RemoteDeployment } from '@reedmere/contracts';
import { ItemCard } from '../../../shared/item-list';
import { StatusChip } from '../../../shared/status-chip';
import { editButtonId } from '../../../shared/use-return-focus';
import { checkText, planText, shareText } from '../lib/canary-text';
import { canaryName, hasCanary, type CanaryDeployment } from '../lib/live-canary';
import { CanaryFigures } from './canary-figures';
import { FactList, type Fact } from './fact-list';

/** useReturnFocus's scope: after an action the focus comes back to the remote's heading. */
export const DEPLOYMENT_SCOPE = 'deployment';

/** A build by its version; one served from elsewhere has no version to name, so its URL too. */
const buildText = ({ version, url }: { version: string; url: string }): string =>
  version === EXTERNAL_VERSION ? `${version} (${url})` : version;

const time = (iso: string) => <time dateTime={iso}>{formatUkDateTime(iso)}</time>;

/** What a live canary is: its build, share, age, plan and check. */
function canaryFacts({ canary }: CanaryDeployment): Fact[] {
  const facts: Fact[] = [
    ['Canary build', buildText(canary)],
    ['Share', shareText(canary.share)],
    ['Since', time(canary.since)],
  ];
  // A share changed by the plan or a person started its own step.
  if (canary.shareSince && canary.shareSince !== canary.since) {
    facts.push(['Share since', time(canary.shareSince)]);
  }
  facts.push(['Plan', planText(canary.plan)], ['Check', checkText(canary.check)]);
  return facts;
}

export interface RemoteDeploymentCardProps {
  deployment: RemoteDeployment;
  /** Whether releases can be made from here: without, no buttons. */
  managed: boolean;
  /** A release is being sent (for this remote or another): the buttons wait. */
  busy: boolean;
  /** This remote's release is the one being sent. */
  sending: boolean;
  onPromote: (deployment: CanaryDeployment) => void;
  onRollback: (deployment: CanaryDeployment) => void;
}

/** One remote: its stable build and, while one is tried, its canary with Promote and Roll back. */
export function RemoteDeploymentCard({
  deployment,
  managed,
  busy,
  sending,
  onPromote,
  onRollback,
}: RemoteDeploymentCardProps) {
  const { remote, stable } = deployment;
  const live = hasCanary(deployment) ? deployment : null;
  const figuresId = `deployment-${remote}-figures`;
  return (
    <ItemCard label={remote} busy={sending}>
      <Stack spacing={1.5}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography
            id={editButtonId(DEPLOYMENT_SCOPE, remote)}
            component="h4"
            variant="h6"
            tabIndex={-1}
            sx={{ '&:focus': { outline: 'none' } }}
          >
            {remote}
          </Typography>
          {live ? (
            <StatusChip
              label={live.canary.share > 0 ? 'Canary live' : 'Canary stopped'}
              color="warning"
            />
          ) : (
            <StatusChip label="Stable only" />
          )}
        </Stack>
        <FactList
          facts={[['Stable build', buildText(stable)], ...(live ? canaryFacts(live) : [])]}
        />
        {live ? (
          <Box component="section" aria-labelledby={figuresId}>
            <Typography id={figuresId} component="h5" variant="subtitle2">
              Views and errors
            </Typography>
            <CanaryFigures
              figures={live.canary.figures}
              label={`Views and errors of the ${remote} canary and stable build`}
            />
          </Box>
        ) : (
          <Typography variant="body2">Every visitor gets the stable build.</Typography>
        )}
        {live && managed ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              onClick={() => onPromote(live)}
              disabled={busy}
              aria-label={`Promote ${canaryName(live)}`}
            >
              Promote
            </Button>
            <Button
              variant="outlined"
              color="error"
              onClick={() => onRollback(live)}
              disabled={busy}
              aria-label={`Roll back ${canaryName(live)}`}
            >
              Roll back
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </ItemCard>
  );
}
