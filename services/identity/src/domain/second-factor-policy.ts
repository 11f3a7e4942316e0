import type { Repositories } from '../data-access/repositories';

/** Whether every account must have a second factor. */
export interface SecondFactorPolicy {
  /** The operator's `REQUIRE_SECOND_FACTOR`: fixed for the process, and not the owner's to undo. */
  readonly requiredByOperator: boolean;
  /**
   * The operator's setting or the owner's stored one. Read from the database at every call, never
   * kept: a change by the owner applies to the next sign-in in every process.
   */
  isRequired(): Promise<boolean>;
}

export function createSecondFactorPolicy(
  repositories: Pick<Repositories, 'staffSettings'>,
  settings: { requireSecondFactor: boolean },
): SecondFactorPolicy {
  const requiredByOperator = settings.requireSecondFactor;
  return {
    requiredByOperator,
    async isRequired() {
      if (requiredByOperator) return true;
      return (await repositories.staffSettings.read()).requireSecondFactor;
    },
  };
}
