import Joi from 'joi';
import { named } from './json-schema';
import { adminUser } from './records';

// The answers of the sign-in steps and of the signed-in admin's own account.

const dateTime = Joi.string().isoDate();
const adminKeys = {
  id: Joi.string().required(),
  email: Joi.string().required(),
  name: Joi.string().required(),
};

export const pendingSignInStep = named(
  'SignInStep',
  Joi.object({
    step: Joi.string()
      .valid('second-factor', 'second-factor-setup')
      .required()
      .description(
        '`second-factor`: send a code to /login/second-factor; `second-factor-setup`: set one up at /login/second-factor-setup',
      ),
  }),
);

export const signInAnswer = Joi.alternatives().try(adminUser, pendingSignInStep);

export const signedInWithRecoveryCode = named(
  'SignedInAdmin',
  Joi.object({
    ...adminKeys,
    recoveryCodesLeft: Joi.number()
      .integer()
      .min(0)
      .description('After signing in with a recovery code: how many are left'),
  }),
);

const recoveryCodes = Joi.array()
  .items(Joi.string())
  .required()
  .description('Ten codes, each signing in once instead of a code; shown only now');

export const signedInWithNewFactor = named(
  'SignedInWithNewSecondFactor',
  Joi.object({ ...adminKeys, recoveryCodes }),
);

export const secondFactorSetup = named(
  'SecondFactorSetup',
  Joi.object({
    secret: Joi.string().required().description('Base32, for typing into the app instead'),
    uri: Joi.string().required().description('The otpauth:// URI the QR code holds'),
    qrCodeSvg: Joi.string().required().description('The QR code, an SVG to put in the page'),
  }),
);

export const recoveryCodesBody = named('RecoveryCodes', Joi.object({ recoveryCodes }));

export const secondFactorStatus = named(
  'SecondFactorStatus',
  Joi.object({
    enabled: Joi.boolean().required(),
    required: Joi.boolean()
      .required()
      .description('Every account must have one (it cannot be turned off)'),
    recoveryCodesLeft: Joi.number().integer().min(0).required(),
  }),
);

export const sessionList = named(
  'AdminSessions',
  Joi.object({
    sessions: Joi.array()
      .items(
        Joi.object({
          id: Joi.string().required().description('Names the session for ending it'),
          createdAt: dateTime.required(),
          lastSeenAt: dateTime.required().description('Its latest use, to the minute'),
          userAgent: Joi.string()
            .allow('')
            .required()
            .description("The browser and system: 'Firefox on Linux'"),
          address: Joi.string().allow('').required().description('Where it signed in from'),
          current: Joi.boolean().required().description('The session this request came with'),
        }),
      )
      .required()
      .description('Newest first'),
  }),
);

export const sessionsEnded = named(
  'SessionsEnded',
  Joi.object({ ended: Joi.number().integer().min(0).required() }),
);

export const passwordChanged = named(
  'PasswordChanged',
  Joi.object({
    message: Joi.string().required(),
    sessionsEnded: Joi.number().integer().min(0).required(),
  }),
);
