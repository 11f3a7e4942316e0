import { startSmtpTestServer, type SmtpTestServer } from '@reedmere/service-kit/testing';
import { startStack, type TestStack } from './stack';

/** A stack whose content service sends its e-mails to an SMTP server of the test's own. */
export interface StackWithMail extends TestStack {
  /** What the content service sent. */
  smtp: SmtpTestServer;
}

/** Starts the mail server, then the stack mailing through it; `stop` stops both. */
export async function startStackWithMail(): Promise<StackWithMail> {
  const smtp = await startSmtpTestServer();
  try {
    const stack = await startStack({ serviceEnv: { content: { SMTP_URL: smtp.url } } });
    return {
      ...stack,
      smtp,
      stop: async () => {
        await stack.stop();
        await smtp.close();
      },
    };
  } catch (error) {
    await smtp.close();
    throw error;
  }
}
