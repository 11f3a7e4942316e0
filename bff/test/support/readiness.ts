import { SERVICE_NAMES } from '../../src/config';

/** The services as `/api/ready` lists them, every one of them `state`. */
export const everyService = (state: 'up' | 'down'): Record<string, string> =>
  Object.fromEntries(SERVICE_NAMES.map((name) => [name, state]));
