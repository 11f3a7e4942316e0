import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REMOTES } from './remotes';

const ROOT = path.resolve(__dirname, '..', '..', '..');
/** Lints every snippet in one ESLint process: starting ESLint is most of a lint's cost. */
const LINT_SNIPPETS = path.join(__dirname, '..', 'test', 'lint-snippets.mjs');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** Every snippet the tests below lint: collected as they are declared, linted before they run. */
const snippets: { file: string; code: string }[] = [];
let linted: LintMessage[][] | undefined;

beforeAll(() => {
  const run = spawnSync(process.execPath, [LINT_SNIPPETS], {
    cwd: ROOT,
    input: JSON.stringify(snippets),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`linting the snippets failed:\n${run.stderr}`);
  linted = JSON.parse(run.stdout) as LintMessage[][];
}, 60_000);

/**
 * `code` placed at `file`, to be linted with the others: returns the messages of one rule the
 * config gives it, for a test to read once they are in.
 */
function lint(file: string, code: string, ruleId = 'no-restricted-imports'): () => string[] {
  const index = snippets.push({ file, code }) - 1;
  return () => {
    if (linted === undefined) throw new Error('no lint results: linting failed in beforeAll');
    return linted[index]!.filter((m) => m.ruleId === ruleId).map((m) => m.message);
  };
}

/** A case of a rule: what it checks, where the code stands, its lines, and the messages in order. */
type LintCase = [what: string, file: string, lines: string[], messages: RegExp[]];

/** A test per case: the rule's messages for its lines are one a pattern, in the patterns' order. */
function itGivesTheMessages(cases: LintCase[], ruleId?: string): void {
  for (const [what, file, lines, patterns] of cases) {
    const messagesOf = lint(file, lines.join('\n'), ruleId);
    it(what, () => {
      const messages = messagesOf();
      expect(messages).toHaveLength(patterns.length);
      patterns.forEach((pattern, i) => expect(messages[i]).toMatch(pattern));
    });
  }
}

describe('front-end import rules (eslint.import-rules.mjs)', () => {
  itGivesTheMessages([
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
  ]);

  const everyRemote = Object.values(REMOTES).map(({ workspace }) => ({
    workspace,
    messagesOf: lint(
      `${workspace}/src/shared/example.ts`,
      "import { Link } from 'react-router-dom';\nexport { Link };",
    ),
  }));
  it('covers every remote the build knows, with no list of its own to keep', () => {
    for (const { workspace, messagesOf } of everyRemote) {
      expect([workspace, messagesOf()]).toEqual([
        workspace,
        [expect.stringMatching(/@reedmere\/router/)],
      ]);
    }
  });

  const serverCode = lint(
    'bff/src/example.ts',
    "import express from 'express';\nexport { express };",
  );
  it('leaves the server side alone', () => {
    expect(serverCode()).toEqual([]);
  });
});

// eslint.service-rules.mjs: the same linter, on the services' layers.
describe('service layer rules (eslint.service-rules.mjs)', () => {
  const LAYER_RULE = '@typescript-eslint/no-restricted-imports';

  itGivesTheMessages(
    [
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
    ],
    LAYER_RULE,
  );

  const typesAndDomainErrors = lint(
    'services/news/src/domain/example.ts',
    [
      "import type { Request } from 'express';",
      "import type { Types } from 'mongoose';",
      "import { NotFoundError } from '@reedmere/service-kit';",
      'export type { Request, Types };',
      'export { NotFoundError };',
    ].join('\n'),
    LAYER_RULE,
  );
  it('lets the domain name types from them, and throw domain errors', () => {
    expect(typesAndDomainErrors()).toEqual([]);
  });
});
