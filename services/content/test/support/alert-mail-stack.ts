import { alertApi, ORIGIN } from './alert-helpers';
import { startListingsTestServer, type ListingsTestServer } from './listings-test-server';
import { startSmtpTestServer, type SmtpTestServer } from '@reedmere/service-kit/testing';
import { startTestService, type TestService } from './test-service';

export interface AlertMailStack {
  service: TestService;
  /** The mail server the service sends to, keeping every message it receives. */
  smtp: SmtpTestServer;
  /** The listings the alert digest reads; set `listings.listings` to what a test needs. */
  listings: ListingsTestServer;
  api: ReturnType<typeof alertApi>;
  stop(): Promise<void>;
}

/** The service sending property alerts for real: over SMTP, with listings to match, at ORIGIN. */
export async function startAlertMailStack(): Promise<AlertMailStack> {
  const smtp = await startSmtpTestServer();
  const listings = await startListingsTestServer();
  const service = await startTestService({
    env: { SMTP_URL: smtp.url, PUBLIC_ORIGIN: ORIGIN, LISTINGS_URL: listings.url },
  });
  return {
    service,
    smtp,
    listings,
    api: alertApi(service),
    async stop() {
      await service.stop();
      await listings.close();
      await smtp.close();
    },
  };
}
