import type { StaffSettings } from '@reedmere/contracts';
import { ConflictError, validate, ValidationError } from '@reedmere/service-kit';
import type { Repositories } from '../data-access/repositories';
import { NO_SUCH_USER } from './invitations';
import { staffSettingsBodySchema, type StaffSettingsBody } from './people-schemas';
import type { SecondFactorPolicy } from './second-factor-policy';

export const OPERATOR_REQUIRES_SECOND_FACTOR =
  'The server requires a second factor for everyone (REQUIRE_SECOND_FACTOR); it cannot be turned off here.';

/** The owner's settings for all the staff, through the BFF (which checks that its caller may). */
export interface StaffSettingsUseCases {
  get(): Promise<StaffSettings>;
  /** Stores the owner's choice; 409 when it would turn off what the operator requires. */
  update(body: unknown): Promise<StaffSettings>;
}

export function createStaffSettingsUseCases(
  repositories: Pick<Repositories, 'staffSettings' | 'users'>,
  policy: SecondFactorPolicy,
  now: () => Date,
): StaffSettingsUseCases {
  const view = async (): Promise<StaffSettings> => ({
    requireSecondFactor: await policy.isRequired(),
    requiredByOperator: policy.requiredByOperator,
  });

  return {
    get: view,

    async update(body) {
      const input = validate<StaffSettingsBody>(staffSettingsBodySchema, body);
      if (policy.requiredByOperator && !input.requireSecondFactor) {
        throw new ConflictError(OPERATOR_REQUIRES_SECOND_FACTOR);
      }
      const actingUser = await repositories.users.findById(input.actingUserId);
      if (!actingUser) {
        throw new ValidationError('Validation failed', [
          { field: 'actingUserId', message: NO_SUCH_USER },
        ]);
      }
      // Turning the requirement on ends no session: each person without a factor is asked to
      // set one up at their next sign-in (sessions already open run to their end as they are).
      await repositories.staffSettings.setRequireSecondFactor(
        input.requireSecondFactor,
        actingUser.id,
        now(),
      );
      return view();
    },
  };
}
