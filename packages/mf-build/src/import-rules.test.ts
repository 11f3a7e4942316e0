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

/** A case of a rule: what it checks, where the code stands, its lines, and the messages in order. */
type LintCase = [what: string, file: string, lines: string[], messages: RegExp[]];

/** Exactly one message a pattern, in the patterns' order. */
function expectMessages(messages: string[], patterns: RegExp[]): void {
  expect(messages).toHaveLength(patterns.length);
  patterns.forEach((pattern, i) => expect(messages[i]).toMatch(pattern));
}

describe('front-end import rules (eslint.import-rules.mjs)', () => {
  it.each<LintCase>([
    [
      'refuses a second router and deep paths of the shared styling layer',
      'shell/src/pages/example.tsx',
      [
        "import { useParams } from 'react-router';",
        "import { useNavigate } from 'react-router-dom';",
        "import { css } from '@emotion/react/macro';",
        "import { Link } from '@reedmere/router';",
        "import { styled } from '@mui/material/styles';",
        "import Button from '@mui/material/Button';",
        'export { useParams, useNavigate, css, Link, styled, Button };',
      ],
      [/@reedmere\/router/, /@reedmere\/router/, /share keys/],
    ],
    [
      'keeps server code and other remotes out of a remote',
      'mfe-news/src/shared/example.ts',
      [
        "import { runService } from '@reedmere/service-kit';",
        "import listings from '@reedmere/mfe-listings';",
        'export { runService, listings };',
      ],
      [/Server code/, /Module Federation/],
    ],
    [
      'stops one feature importing another, or the layer above it',
      'mfe-listings/src/features/property-list/components/example.ts',
      [
        "import { useHome } from '../../home-sections/api/use-home';",
        "import routes from '../../../exposes/routes';",
        "import { formatPrice } from '../../../shared/format-price';",
        'export { useHome, routes, formatPrice };',
      ],
      [/property-list -> home-sections/, /exposes\/app layer/],
    ],
  ])('%s', (_what, file, lines, expected) => {
    expectMessages(lint(file, lines.join('\n')), expected);
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

  it.each<LintCase>([
    [
      'keeps HTTP, the database and the HTTP layer out of the domain',
      'services/news/src/domain/example.ts',
      [
        "import { HttpError } from '@reedmere/service-kit';",
        "import express from 'express';",
        "import { model } from 'mongoose';",
        "import { articleRoutes } from '../entry-points/routes';",
        'export { HttpError, express, model, articleRoutes };',
      ],
      [/DomainError/, /knows no HTTP/, /through data-access/, /HTTP layer calls this code/],
    ],
    [
      'keeps HttpError and the HTTP layer out of data access, which speaks to the database',
      'services/news/src/data-access/example.ts',
      [
        "import { HttpError } from '@reedmere/service-kit';",
        "import { model } from 'mongoose';",
        'export { HttpError, model };',
      ],
      [/DomainError/],
    ],
  ])('%s', (_what, file, lines, expected) => {
    expectMessages(serviceLint(file, lines.join('\n')), expected);
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
});
