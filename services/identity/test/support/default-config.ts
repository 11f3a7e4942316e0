import { readEnv, schemasOf } from '@reedmere/service-kit';
import { identityConfig, IDENTITY_SETTINGS, type IdentityConfig } from '../../src/config';

/** The defaults, for building the app in tests: what an environment that sets nothing gives. */
export const DEFAULT_IDENTITY_CONFIG: IdentityConfig = identityConfig(
  readEnv<Record<string, unknown>>(schemasOf(IDENTITY_SETTINGS), {}),
);
