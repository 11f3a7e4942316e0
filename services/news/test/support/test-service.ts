import { startTestService as startService, type TestService } from '@reedmere/service-kit/testing';
import { createApp } from '../../src/entry-points/create-app';

export type { TestService };

/** This service on an in-memory database, listening on a free port. */
export const startTestService = (serviceToken?: string): Promise<TestService> =>
  startService(createApp, serviceToken);
