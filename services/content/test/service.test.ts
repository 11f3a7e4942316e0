import {
  baseEnvSchema,
  ConfigError,
  newStaffKeyPair,
  readEnv,
  schemasOf,
} from '@reedmere/service-kit';
import {
  contentConfig,
  CONTENT_SETTINGS,
  DEFAULT_ALERT_DIGEST_INTERVAL_MS,
  DEFAULT_LISTINGS_URL,
  DEFAULT_OUTBOX_INTERVAL_MS,
} from '../src/config';
import { startBackground } from '../src/entry-points/background';
import { confirmedSubscription, ORIGIN } from './support/alert-helpers';
import { startTestService } from './support/test-service';
import { listing, startListingsTestServer } from './support/listings-test-server';
import { parseMail } from './support/mail-parts';
import { startSmtpTestServer } from '@reedmere/service-kit/testing';

describe('the content service', () => {
  it('sends what was queued before a start as soon as the background work starts', async () => {
    const smtp = await startSmtpTestServer();
    const service = await startTestService({ env: { SMTP_URL: smtp.url } });
    // Queued while the mail server was unknown to the service: stored directly as pending.
    await service.services.outboxRepository.add(
      {
        enquiryId: '0123456789abcdef01234567',
        to: 'office@example.com',
        replyTo: null,
        subject: 'Queued earlier',
        text: 'Queued earlier',
      },
      new Date(Date.now() - 1000),
    );
    const stop = startBackground(service.context);
    try {
      await smtp.received(1);
      expect(smtp.messages[0]!.data).toContain('Subject: Queued earlier');
    } finally {
      await stop();
      await service.stop();
      await smtp.close();
    }
  });

  it('runs the alert digest every ALERT_DIGEST_INTERVAL_MS, the first run after one interval', async () => {
    const smtp = await startSmtpTestServer();
    const listings = await startListingsTestServer();
    const service = await startTestService({
      env: {
        SMTP_URL: smtp.url,
        PUBLIC_ORIGIN: ORIGIN,
        LISTINGS_URL: listings.url,
        ALERT_DIGEST_INTERVAL_MS: 1000,
      },
    });
    let stop: (() => Promise<void>) | undefined;
    try {
      const alert = await confirmedSubscription(service);
      await smtp.received(1);
      listings.listings = [
        listing({ listedAt: new Date(alert.since.getTime() + 1).toISOString() }),
      ];
      const started = Date.now();
      stop = startBackground(service.context);
      await smtp.received(2);
      // Well before the 30 s the first run waits by default.
      expect(Date.now() - started).toBeLessThan(5000);
      expect(parseMail(smtp.messages[1]!.data).headers.subject).toMatch(
        /^A property for your alert: /,
      );
    } finally {
      await stop?.();
      await service.stop();
      await listings.close();
      await smtp.close();
    }
  });

  describe('configuration', () => {
    const read = (env: NodeJS.ProcessEnv) =>
      contentConfig(readEnv({ ...baseEnvSchema, ...schemasOf(CONTENT_SETTINGS) }, env));
    const base = { MONGODB_URI: 'mongodb://127.0.0.1:27017/reedmere' };

    it('works without SMTP: notifications stay in the outbox', () => {
      expect(read(base)).toEqual({
        smtpUrl: undefined,
        mailFrom: '"Reedmere Estates website" <hello@reedmere.example>',
        outboxIntervalMs: DEFAULT_OUTBOX_INTERVAL_MS,
        alertDigestIntervalMs: DEFAULT_ALERT_DIGEST_INTERVAL_MS,
        listingsUrl: DEFAULT_LISTINGS_URL,
      });
      expect(read({ ...base, SMTP_URL: '' }).smtpUrl).toBeUndefined();
    });

    it('accepts smtp:// and smtps:// URLs and a sender', () => {
      expect(read({ ...base, SMTP_URL: 'smtps://user:pw@mail.example:465' }).smtpUrl).toBe(
        'smtps://user:pw@mail.example:465',
      );
      expect(
        read({ ...base, SMTP_URL: 'smtp://mail.example', MAIL_FROM: 'web@x.example' }),
      ).toEqual(
        expect.objectContaining({ smtpUrl: 'smtp://mail.example', mailFrom: 'web@x.example' }),
      );
    });

    const problems = (env: NodeJS.ProcessEnv): string[] => {
      try {
        read(env);
        return [];
      } catch (error) {
        if (error instanceof ConfigError) return error.problems;
        throw error;
      }
    };

    it('reads the listings service from LISTINGS_URL (alerts), else its default port', () => {
      expect(DEFAULT_LISTINGS_URL).toBe('http://127.0.0.1:4101');
      expect(read({ ...base, LISTINGS_URL: 'http://listings:4101/' }).listingsUrl).toBe(
        'http://listings:4101',
      );
      expect(problems({ ...base, LISTINGS_URL: 'ftp://listings' })).toEqual([
        'LISTINGS_URL must be an http:// or https:// URL',
      ]);
    });

    it('reads its own token for the listings service from SERVICE_TOKEN, required in production', () => {
      expect(read(base).ownToken).toBeUndefined();
      expect(read({ ...base, SERVICE_TOKEN: 'content-token-0123456789' }).ownToken).toBe(
        'content-token-0123456789',
      );
      const production = {
        ...base,
        NODE_ENV: 'production',
        CALLER_TOKENS: 'bff:the-bff-token-0123456789',
        STAFF_ASSERTION_PUBLIC_KEY: newStaffKeyPair().publicKey,
      };
      expect(problems(production)).toEqual([
        'SERVICE_TOKEN is required in production (the token content sends to the listings service, at least 16 characters)',
      ]);
      expect(problems({ ...production, SERVICE_TOKEN: 'content-token-0123456789' })).toEqual([]);
    });

    it('reads the alert digest interval from ALERT_DIGEST_INTERVAL_MS, an hour by default', () => {
      expect(DEFAULT_ALERT_DIGEST_INTERVAL_MS).toBe(60 * 60 * 1000);
      expect(read({ ...base, ALERT_DIGEST_INTERVAL_MS: '1500' }).alertDigestIntervalMs).toBe(1500);
      expect(problems({ ...base, ALERT_DIGEST_INTERVAL_MS: '999' })).toEqual([
        expect.stringContaining('ALERT_DIGEST_INTERVAL_MS'),
      ]);
      expect(problems({ ...base, ALERT_DIGEST_INTERVAL_MS: '1500.5' })).toEqual([
        expect.stringContaining('ALERT_DIGEST_INTERVAL_MS'),
      ]);
      expect(problems({ ...base, ALERT_DIGEST_INTERVAL_MS: 'hourly' })).toEqual([
        expect.stringContaining('ALERT_DIGEST_INTERVAL_MS'),
      ]);
    });

    it.each(['http://mail.example', 'mail.example:25', 'not a url'])(
      'refuses SMTP_URL=%s with a clear message',
      (value) => {
        expect(problems({ ...base, SMTP_URL: value })).toEqual([
          'SMTP_URL must be an smtp:// or smtps:// URL',
        ]);
      },
    );
  });
});
