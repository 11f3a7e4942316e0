import type { KeyObject } from 'node:crypto';
import {
  startTestService as startService,
  type TestService as ServiceKitTestService,
} from '@reedmere/service-kit/testing';
import { contentConfig, type ContentConfig } from '../../src/config';
import { contentServices, type ContentServices } from '../../src/entry-points/content-services';
import { createApp } from '../../src/entry-points/create-app';
import { startListingsService, type ListingsService } from './listings-service';

export interface TestService extends ServiceKitTestService<ContentConfig> {
  services: ContentServices;
  /** Empties the service's collections between tests. */
  reset(): Promise<void>;
}

export interface TestServiceOptions {
  env?: Record<string, unknown>;
  /** CALLER_TOKENS: who may call this service (`test:<token>`); unset, everyone. */
  callerTokens?: string;
  /** SERVICE_TOKEN: the token this service sends to the listings service. */
  serviceToken?: string;
  /** STAFF_ASSERTION_PUBLIC_KEY: staff routes check the acting person (testStaffKeys); unset, not. */
  staffKey?: KeyObject;
}

/** The service as it runs, over real HTTP, on an in-memory embedded database. */
export async function startTestService(options: TestServiceOptions = {}): Promise<TestService> {
  const service = await startService(createApp, options.callerTokens, {
    ...contentConfig(options.env ?? {}),
    ownToken: options.serviceToken,
    staffKey: options.staffKey,
  });
  // The same parts the app was built with (one set per context).
  const services = contentServices(service.context);
  return {
    ...service,
    services,
    async reset() {
      await services.notifier.idle();
      for (const name of ['seo_pages', 'enquiries', 'outbox', 'alert_subscriptions']) {
        await service.connection.collection(name).deleteMany({});
      }
    },
    async stop() {
      await services.notifier.idle();
      services.mailer?.close();
      await service.stop();
    },
  };
}

export interface TestServiceWithListings extends TestService {
  /** The real listings service this one reads (its own database). */
  listings: ListingsService;
}

/**
 * The service reading the real listings service (viewing requests name listings), which answers
 * it as the caller `content` when it is given a token.
 */
export async function startServiceWithListings(
  options: TestServiceOptions = {},
): Promise<TestServiceWithListings> {
  const listings = await startListingsService(options.serviceToken);
  const service = await startTestService({
    ...options,
    env: { ...options.env, LISTINGS_URL: listings.url },
  }).catch(async (error: unknown) => {
    await listings.stop();
    throw error;
  });
  return {
    ...service,
    listings,
    async stop() {
      await service.stop();
      await listings.stop();
    },
  };
}

export const validEnquiry = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Example.com',
  phone: '01632 960999',
  serviceType: 'Residential Sales',
  message: 'I would like to arrange a viewing.',
};

export const PROPERTY_ID = '65a1b2c3d4e5f60718293a4b';

export const viewingRequest = {
  ...validEnquiry,
  serviceType: 'Viewing Request',
  propertyId: PROPERTY_ID,
  propertyTitle: '  Flint cottage by the staithe ',
  preferredTimes: 'Saturday mornings',
};
