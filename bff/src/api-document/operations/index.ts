import type { ApiOperation } from '../operation';
import { ACCOUNT_OPERATIONS } from './account';
import { ACTIVITY_OPERATIONS } from './activity';
import { DEPLOYMENT_OPERATIONS } from './deployments';
import { PEOPLE_OPERATIONS } from './people';
import { CONTACT_OPERATIONS } from './contact';
import { FILE_OPERATIONS } from './files';
import { PROPERTY_OPERATIONS } from './properties';
import { PUBLICATION_OPERATIONS } from './publications';
import { SESSION_OPERATIONS } from './session';
import { LOCAL_OPERATIONS } from './site';

/** Every operation under /api, in the order the reference lists them. */
export const API_OPERATIONS: readonly ApiOperation[] = [
  ...PROPERTY_OPERATIONS,
  ...PUBLICATION_OPERATIONS,
  ...CONTACT_OPERATIONS,
  ...FILE_OPERATIONS,
  ...SESSION_OPERATIONS,
  ...ACCOUNT_OPERATIONS,
  ...ACTIVITY_OPERATIONS,
  ...PEOPLE_OPERATIONS,
  ...DEPLOYMENT_OPERATIONS,
  ...LOCAL_OPERATIONS,
];
