import type { KeyObject } from 'node:crypto';
import { startTestService as startService, type TestService } from '@reedmere/service-kit/testing';
import { createApp } from '../../src/entry-points/create-app';

export type { TestService };

/**
 * This service on an in-memory database, listening on a free port; with `callerTokens` (a
 * CALLER_TOKENS value) it answers only those callers, and with `staffKey` (see testStaffKeys) its
 * staff routes check the acting person.
 */
export const startTestService = (
  callerTokens?: string,
  staffKey?: KeyObject,
): Promise<TestService> => startService(createApp, callerTokens, { staffKey });
