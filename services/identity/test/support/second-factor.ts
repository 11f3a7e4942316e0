import { Secret, TOTP } from 'otpauth';
import type { TestClock, TestService } from './test-service';
import { ADDRESS, DEFAULT_USER } from './test-service';

/** The code an authenticator app shows for the secret at the clock's time, `steps` later. */
export function codeFor(secret: string, clock: TestClock, steps = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: clock.now().getTime() + steps * 30_000,
  });
}

/** A six-digit code that is right for no step near the clock's time. */
export function wrongCode(secret: string, clock: TestClock): string {
  const near = new Set([-1, 0, 1].map((steps) => codeFor(secret, clock, steps)));
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

/** Signs in with the password only; the answer's body (a session or a challenge). */
export async function passwordStep(
  service: TestService,
  user: { email: string; password: string } = DEFAULT_USER,
  extra: object = {},
) {
  const response = await service
    .http()
    .post('/login')
    .send({ email: user.email, password: user.password, address: ADDRESS, ...extra })
    .expect(200);
  return response.body as {
    step: string;
    sessionId?: string;
    challengeId?: string;
    expiresAt: string;
  };
}

/** A session of the default user (who must have no second factor). */
export async function sessionOf(service: TestService): Promise<string> {
  const body = await passwordStep(service);
  if (!body.sessionId) throw new Error(`no session: ${body.step}`);
  return body.sessionId;
}

/** Turns the second factor on through the account routes; its secret and recovery codes. */
export async function enableSecondFactor(service: TestService, clock: TestClock) {
  const sessionId = await sessionOf(service);
  const setup = await service
    .http()
    .post('/account/second-factor/setup')
    .set('x-session-id', sessionId)
    .send({ password: DEFAULT_USER.password, address: ADDRESS })
    .expect(200);
  const secret = setup.body.secret as string;
  const confirmed = await service
    .http()
    .post('/account/second-factor/confirm')
    .set('x-session-id', sessionId)
    .send({ code: codeFor(secret, clock) })
    .expect(200);
  return { sessionId, secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}
