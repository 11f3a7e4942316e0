import { startSmtpTestServer, type SmtpTestServer } from '@reedmere/service-kit/testing';
import { startTestService, type TestService } from './test-service';

export interface ServiceWithSmtp {
  service: TestService;
  /** The mail server the service sends to, keeping every message it receives. */
  smtp: SmtpTestServer;
  stop(): Promise<void>;
}

/** The service with SMTP_URL pointing at a local mail server, so its e-mails can be read. */
export async function startServiceWithSmtp(): Promise<ServiceWithSmtp> {
  const smtp = await startSmtpTestServer();
  const service = await startTestService({ env: { SMTP_URL: smtp.url } });
  return {
    service,
    smtp,
    async stop() {
      await service.stop();
      await smtp.close();
    },
  };
}
