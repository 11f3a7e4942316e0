import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@reedmere/bff';
import {
  DEVELOPMENT_JWT_SECRET,
  DEVELOPMENT_SECOND_FACTOR_KEY,
  developmentSecretsInForce,
  refusalToListen,
} from '../src/development-secrets';
import { DEV_ADMIN } from '../src/service-env';
import { OWN_SECRETS } from './helpers';

describe('the development secrets in force', () => {
  it("knows the BFF's development JWT secret", () => {
    expect(loadConfig({ NODE_ENV: 'development' }).jwtSecret).toBe(DEVELOPMENT_JWT_SECRET);
  });

  it("knows identity's development second-factor key", () => {
    const identityConfig = readFileSync(
      path.join(__dirname, '../../services/identity/src/config.ts'),
      'utf8',
    );
    expect(identityConfig).toContain(
      `DEVELOPMENT_SECOND_FACTOR_KEY = '${DEVELOPMENT_SECOND_FACTOR_KEY}'`,
    );
  });

  it('are the session secret and the admin when nothing is set', () => {
    expect(developmentSecretsInForce({}).map((secret) => secret.variables)).toEqual([
      ['JWT_SECRET'],
      ['SECOND_FACTOR_KEY'],
      ['ADMIN_EMAIL', 'ADMIN_PASSWORD'],
    ]);
  });

  it('count a blank JWT_SECRET as unset (the BFF does), and name only what is missing', () => {
    const found = developmentSecretsInForce({
      ...OWN_SECRETS,
      JWT_SECRET: '  ',
      ADMIN_PASSWORD: '',
    });
    expect(found.map((secret) => secret.variables)).toEqual([['JWT_SECRET'], ['ADMIN_PASSWORD']]);
  });

  it('include the public values when given explicitly', () => {
    const found = developmentSecretsInForce({
      ...OWN_SECRETS,
      JWT_SECRET: DEVELOPMENT_JWT_SECRET,
      SECOND_FACTOR_KEY: DEVELOPMENT_SECOND_FACTOR_KEY,
      ADMIN_PASSWORD: DEV_ADMIN.password,
    });
    expect(found).toEqual([
      { problem: 'JWT_SECRET is the public development secret', variables: ['JWT_SECRET'] },
      {
        problem: 'SECOND_FACTOR_KEY is the public development key',
        variables: ['SECOND_FACTOR_KEY'],
      },
      {
        problem: 'ADMIN_PASSWORD is the public development password',
        variables: ['ADMIN_PASSWORD'],
      },
    ]);
  });

  it('are none with secrets of your own, or in production without an admin to create', () => {
    expect(developmentSecretsInForce(OWN_SECRETS)).toEqual([]);
    expect(
      developmentSecretsInForce({ NODE_ENV: 'production', JWT_SECRET: OWN_SECRETS.JWT_SECRET }),
    ).toEqual([]);
  });
});

describe('refusalToListen', () => {
  it.each(['127.0.0.1', 'localhost', '::1'])('lets %p run with the development secrets', (host) => {
    expect(refusalToListen(host, {})).toBeUndefined();
  });

  it('refuses any other host with them, naming every variable to set', () => {
    const refusal = refusalToListen('0.0.0.0', {});
    expect(refusal).toBe(
      [
        'refusing to listen on 0.0.0.0, which other machines may reach, with public development secrets:',
        '  - JWT_SECRET is not set, so admin sessions would be signed with the public development secret.',
        '  - SECOND_FACTOR_KEY is not set, so second-factor secrets would be encrypted with the public development key.',
        `  - ADMIN_EMAIL and ADMIN_PASSWORD are not set, so the development admin ${DEV_ADMIN.email} / ${DEV_ADMIN.password} would be created.`,
        "Set JWT_SECRET (a long random value, e.g. from `openssl rand -hex 32`), SECOND_FACTOR_KEY (another, 32+ characters), ADMIN_EMAIL and ADMIN_PASSWORD (the admin's own password), or listen on 127.0.0.1 (the default).",
      ].join('\n'),
    );
    expect(refusalToListen('192.168.1.20', { ...OWN_SECRETS, JWT_SECRET: '' })).toMatch(
      /^refusing to listen on 192\.168\.1\.20,[\s\S]*\nSet JWT_SECRET \(.*\), or listen on 127\.0\.0\.1/,
    );
  });

  it('lets any host run with secrets of your own', () => {
    expect(refusalToListen('0.0.0.0', OWN_SECRETS)).toBeUndefined();
    expect(refusalToListen('::', OWN_SECRETS)).toBeUndefined();
  });
});
