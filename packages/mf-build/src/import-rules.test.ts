import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REMOTES } from './remotes';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const ESLINT = path.join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js');

/** The messages of one rule the repository's lint config gives `code` placed at `file`. */
function lint(file: string, code: string, ruleId = 'no-restricted-imports'): string[] {
  const run = spawnSync(
    process.execPath,
    [ESLINT, '--format', 'json', '--stdin', '--stdin-filename', file],
    { cwd: ROOT, input: code, encoding: 'utf8' },
  );
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string; message: string }[] }[];
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

describe('front-end import rules (eslint.import-rules.mjs)', () => {
  it('refuses a second router and deep paths of the shared styling layer', () => {
    const messages = lint(
      'shell/src/pages/example.tsx',
      [
        "import { useParams } from 'react-router';",
        "import { useNavigate } from 'react-router-dom';",
        "import { css } from '@emotion/react/macro';",
        "import { Link } from '@reedmere/router';",
        "import { styled } from '@mui/material/styles';",
        "import Button from '@mui/material/Button';",
        'export { useParams, useNavigate, css, Link, styled, Button };',
      ].join('\n'),
    );
    expect(messages).toHaveLength(3);
    expect(messages[0]).toMatch(/@reedmere\/router/);
    expect(messages[1]).toMatch(/@reedmere\/router/);
    expect(messages[2]).toMatch(/share keys/);
  });

  it('keeps server code and other remotes out of a remote', () => {
    const messages = lint(
      'mfe-news/src/shared/example.ts',
      [
        "import { runService } from '@reedmere/service-kit';",
        "import listings from '@reedmere/mfe-listings';",
        'export { runService, listings };',
      ].join('\n'),
    );
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/Server code/);
    expect(messages[1]).toMatch(/Module Federation/);
  });

  it('stops one feature importing another, or the layer above it', () => {
    const messages = lint(
      'mfe-listings/src/features/property-list/components/example.ts',
      [
        "import { useHome } from '../../home-sections/api/use-home';",
        "import routes from '../../../exposes/routes';",
        "import { formatPrice } from '../../../shared/format-price';",
        'export { useHome, routes, formatPrice };',
      ].join('\n'),
    );
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/property-list -> home-sections/);
    expect(messages[1]).toMatch(/exposes\/app layer/);
  });

  it('covers every remote the build knows, with no list of its own to keep', () => {
    for (const { workspace } of Object.values(REMOTES)) {
      const messages = lint(
        `${workspace}/src/shared/example.ts`,
        "import { Link } from 'react-router-dom';\nexport { Link };",
      );
      expect([workspace, messages]).toEqual([
        workspace,
        [expect.stringMatching(/@reedmere\/router/)],
      ]);
    }
  });

  it('leaves the server side alone', () => {
    expect(
      lint('bff/src/example.ts', "import express from 'express';\nexport { express };"),
    ).toEqual([]);
  });
});

// eslint.service-rules.mjs: the same linter, on the services' layers.
describe('service layer rules (eslint.service-rules.mjs)', () => {
  /** The layer rules' messages for `code` placed at `file`. */
  const serviceLint = (file: string, code: string) =>
    lint(file, code, '@typescript-eslint/no-restricted-imports');

  it('keeps HTTP, the database and the HTTP layer out of the domain', () => {
    const messages = serviceLint(
      'services/news/src/domain/example.ts',
      [
        "import { HttpError } from '@reedmere/service-kit';",
        "import express from 'express';",
        "import { model } from 'mongoose';",
        "import { articleRoutes } from '../entry-points/routes';",
        'export { HttpError, express, model, articleRoutes };',
      ].join('\n'),
    );
    expect(messages).toHaveLength(4);
    expect(messages[0]).toMatch(/DomainError/);
    expect(messages[1]).toMatch(/knows no HTTP/);
    expect(messages[2]).toMatch(/through data-access/);
    expect(messages[3]).toMatch(/HTTP layer calls this code/);
  });

  it('lets the domain name types from them, and throw domain errors', () => {
    expect(
      serviceLint(
        'services/news/src/domain/example.ts',
        [
          "import type { Request } from 'express';",
          "import type { Types } from 'mongoose';",
          "import { NotFoundError } from '@reedmere/service-kit';",
          'export type { Request, Types };',
          'export { NotFoundError };',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('keeps HttpError and the HTTP layer out of data access, which speaks to the database', () => {
    const messages = serviceLint(
      'services/news/src/data-access/example.ts',
      [
        "import { HttpError } from '@reedmere/service-kit';",
        "import { model } from 'mongoose';",
        'export { HttpError, model };',
      ].join('\n'),
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/DomainError/);
  });
});
