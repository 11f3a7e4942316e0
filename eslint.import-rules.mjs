// The import rules of the front end (docs/architecture.md#layers-and-import-rules), as lint
// errors rather than review comments.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every remote's workspace: the `mfe-*` folders with a package.json. Read from the tree, so a new
 * remote gets the rules without a list to remember.
 */
const remotesIn = (root) =>
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
    .map((entry) => entry.name)
    .filter((name) => existsSync(path.join(root, name, 'package.json')))
    .sort();

/** Imports that would put a second copy of a context-holding module, or server code, on the page. */
const PAGE_RULES = [
  {
    group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
    message:
      'Import from @reedmere/router: it is the shared singleton, react-router would be a second router (add the part you need there).',
  },
  {
    group: ['@mui/material/styles/*', '@emotion/react/*', '@emotion/styled/*'],
    message:
      'Deep paths of the styling layer are not covered by the share keys and load a second copy; import the package root (or @mui/material/styles).',
  },
  {
    group: ['@mui/styled-engine', '@mui/styled-engine/*', '@emotion/cache'],
    message: 'The styling engine is reached through the shared @mui/material/styles only.',
  },
  {
    group: ['swr/*'],
    message:
      "swr's other entry points carry their own copy of its context; share them first (an 'swr/' key in packages/mf-build/src/shared.ts).",
  },
  {
    group: [
      '@reedmere/service-kit',
      '@reedmere/releases',
      '@reedmere/embedded-mongo',
      '@reedmere/launcher',
      '@reedmere/demo-content',
      'mongoose',
      'express',
      'node:*',
    ],
    message: 'Server code does not belong in the browser bundle.',
  },
  {
    group: ['@reedmere/shell', '@reedmere/shell/*', '@reedmere/mfe-*'],
    message:
      'Parts of the page meet only at run time through Module Federation: no build-time import of another remote or the shell.',
  },
];

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const featureFolders = (root, remote) => {
  try {
    return readdirSync(path.join(root, remote, 'src', 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

/**
 * Inside a remote the dependencies point one way, shared -> features -> exposes/app: a feature
 * imports neither another feature nor the exposes/app layer, and shared imports no feature.
 */
function layerRules(root, remote) {
  const features = featureFolders(root, remote);
  const upward = {
    group: ['**/exposes/**', '**/app/**'],
    message: 'A feature or shared module does not import the exposes/app layer above it.',
  };
  return [
    {
      files: [`${remote}/src/shared/**`],
      rules: restrict([
        ...PAGE_RULES,
        upward,
        { group: ['**/features/**'], message: 'Shared code does not import a feature.' },
      ]),
    },
    ...features.map((feature) => ({
      files: [`${remote}/src/features/${feature}/**`],
      rules: restrict([
        ...PAGE_RULES,
        upward,
        ...features
          .filter((other) => other !== feature)
          .map((other) => ({
            group: [`**/features/${other}/**`, `../../${other}/**`, `../${other}/**`],
            message: `Features do not import each other (${feature} -> ${other}); move what both need to shared/.`,
          })),
      ]),
    })),
  ];
}

export function frontEndImportRules(root) {
  const remotes = remotesIn(root);
  const frontEnd = [
    'shell/src/**',
    'packages/web-kit/src/**',
    ...remotes.map((remote) => `${remote}/src/**`),
  ];
  return [
    { files: frontEnd, rules: restrict(PAGE_RULES) },
    ...remotes.flatMap((remote) => layerRules(root, remote)),
  ];
}
