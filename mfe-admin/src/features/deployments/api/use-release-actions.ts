import { useState } from 'react';
import type { RemoteName } from '@reedmere/contracts';
import { notify } from '@reedmere/web-kit';
import type { SendToLogin } from '../../../shared/auth/use-login-redirect';
import { canaryName, type CanaryDeployment } from '../lib/live-canary';
import { changedMeanwhile, reportReleaseFailure } from '../lib/release-failure';
import { rollbackRequest } from '../lib/rollback-request';
import { promoteCanary, rollbackCanary } from './deployments-api';

export type ReleaseChoice = 'promote' | 'rollback';

/** The question open (or fading out, its text kept) about one canary. */
export interface ReleaseQuestion {
  choice: ReleaseChoice;
  deployment: CanaryDeployment;
  open: boolean;
  /** Which opening this is: the rollback's reason starts empty each time. */
  opening: number;
}

export interface ReleaseActionsOptions {
  /** Reads the overview again; resolves once it has been read. */
  reload: () => Promise<unknown>;
  sendToLogin: SendToLogin;
  /** Puts the focus on the remote's card once its buttons may have gone. */
  returnTo: (remote: RemoteName) => void;
}

/**
 * Promote and Roll back, each after a question: one request at a time, the remote busy while it
 * is sent, a success message, and the overview read again whenever the canary has changed (by
 * this action, or by someone else meanwhile).
 */
export function useReleaseActions({ reload, sendToLogin, returnTo }: ReleaseActionsOptions) {
  const [question, setQuestion] = useState<ReleaseQuestion | null>(null);
  const [busyRemote, setBusyRemote] = useState<RemoteName | null>(null);

  const ask = (choice: ReleaseChoice, deployment: CanaryDeployment) =>
    setQuestion((current) => ({
      choice,
      deployment,
      open: true,
      opening: (current?.opening ?? 0) + 1,
    }));

  const close = () => setQuestion((current) => current && { ...current, open: false });

  /** Sends the open question's action; `reason` is the rollback's, as typed. */
  const confirm = async (reason = '') => {
    if (!question?.open || busyRemote !== null) return;
    const { choice, deployment } = question;
    const { remote, canary, stable } = deployment;
    const name = canaryName(deployment);
    setBusyRemote(remote);
    let changed: boolean;
    try {
      if (choice === 'promote') {
        await promoteCanary(remote, { canaryUrl: canary.url });
        notify.success({
          title: `The ${name} is promoted`,
          description: `Every visitor of ${remote} now gets build ${canary.version}.`,
        });
      } else {
        await rollbackCanary(remote, rollbackRequest(canary.url, reason));
        notify.success({
          title: `The ${name} is rolled back`,
          description: `Every visitor of ${remote} gets the stable build ${stable.version} again.`,
        });
      }
      changed = true;
    } catch (error) {
      reportReleaseFailure(
        error,
        `Failed to ${choice === 'promote' ? 'promote' : 'roll back'} the ${name}`,
        sendToLogin,
      );
      changed = changedMeanwhile(error);
    }
    try {
      if (changed) await reload();
    } finally {
      setBusyRemote(null);
      // Closed once the answer is in: the question shows the action as busy until then.
      close();
      if (changed) returnTo(remote);
    }
  };

  return { question, busyRemote, ask, close, confirm };
}
