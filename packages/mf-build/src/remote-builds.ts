import { createRemoteConfig, createRemoteServerConfig, type WebpackConfig } from './config';
import { REMOTES, type RemoteName } from './remotes';

/** What webpack's command line passes to a configuration that is a function. */
export type WebpackConfigFunction = (
  env: unknown,
  argv?: { mode?: string },
) => WebpackConfig | WebpackConfig[];

/**
 * A remote's whole `webpack.config.cjs`: its browser build and standalone dev server, plus, for a
 * production build of a remote whose pages are rendered on the server, the server build its
 * manifest names (dist/server).
 */
export function remoteBuilds(dir: string, name: RemoteName): WebpackConfigFunction {
  return (_env, argv = {}) => {
    const options = {
      dir,
      name,
      port: REMOTES[name].devPort,
      mode: argv.mode === 'development' ? ('development' as const) : ('production' as const),
    };
    const browser = createRemoteConfig(options);
    if (options.mode === 'development' || !REMOTES[name].serverRendered) return browser;
    return [browser, createRemoteServerConfig(options)];
  };
}
