import { isRemoteName, REMOTE_NAMES, type RemoteName } from '@reedmere/contracts';

/**
 * How each remote (named in `@reedmere/contracts`) is built and what it exposes. The shell loads
 * `<name>/<expose without './'>` (for example `listings/home-sections`); every exposed module's
 * default export is a React component. Adding an expose here and the file it points at is all a
 * remote needs to publish a new widget.
 */
export interface RemoteDefinition {
  /** Federation name, used in `loadRemote('<name>/...')` and the registry (`GET /api/remotes`). */
  readonly name: string;
  /** The workspace folder that builds it. */
  readonly workspace: string;
  /** Port of its standalone dev server. */
  readonly devPort: number;
  /** Expose key -> source file, relative to the workspace folder. */
  readonly exposes: Readonly<Record<string, string>>;
  /** Whether its pages are rendered on the server too, which needs a server build. */
  readonly serverRendered: boolean;
}

export const SHELL_DEV_PORT = 3000;

export const REMOTES = Object.freeze({
  listings: {
    name: 'listings',
    workspace: 'mfe-listings',
    devPort: 3001,
    exposes: {
      './routes': './src/exposes/routes.tsx',
      './home-sections': './src/exposes/home-sections.tsx',
    },
    serverRendered: true,
  },
  developments: {
    name: 'developments',
    workspace: 'mfe-developments',
    devPort: 3002,
    exposes: {
      './routes': './src/exposes/routes.tsx',
      './home-projects': './src/exposes/home-projects.tsx',
    },
    serverRendered: true,
  },
  news: {
    name: 'news',
    workspace: 'mfe-news',
    devPort: 3003,
    exposes: { './routes': './src/exposes/routes.tsx' },
    serverRendered: true,
  },
  calculators: {
    name: 'calculators',
    workspace: 'mfe-calculators',
    devPort: 3004,
    exposes: { './routes': './src/exposes/routes.tsx' },
    serverRendered: true,
  },
  admin: {
    name: 'admin',
    workspace: 'mfe-admin',
    devPort: 3005,
    exposes: { './routes': './src/exposes/routes.tsx' },
    // The admin panel is only ever rendered in the browser.
    serverRendered: false,
  },
} as const satisfies Record<RemoteName, RemoteDefinition>);

export { isRemoteName, REMOTE_NAMES, type RemoteName };
