import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { BundleAnalyzerPlugin } from 'webpack-bundle-analyzer';
import { BUNDLE_REPORT_FILE } from './bundle-report';
import { brotliCopyPlugins } from './brotli-copies';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { REMOTES, type RemoteName } from './remotes';
import { sharedFor } from './shared';
import { BUILD_OUTPUT_ENV } from './build-output';
import { SERVER_FOLDER } from './server-shared';
import { PageStartScriptPlugin } from './page-start-script';
import { SiteStylesheetPrecedencePlugin } from './site-stylesheet-precedence';
import { SsrManifestPlugin } from './ssr-manifest';

export type BuildMode = 'production' | 'development';

export interface HostConfigOptions {
  /** The workspace folder (`__dirname` of its webpack config). */
  dir: string;
  /** Dev server port. */
  port: number;
  mode?: BuildMode;
  /** Where the dev server proxies `/api` and `/remotes`. Default http://127.0.0.1:8080 (the BFF). */
  apiTarget?: string;
  /** The site's icon (the host only), relative to `dir`; copied to the build's root. */
  favicon?: string;
}

export interface RemoteConfigOptions extends HostConfigOptions {
  name: RemoteName;
}

export type WebpackConfig = Configuration & { devServer?: DevServerConfiguration };

export const CHUNK_NAME = '[name].[contenthash].js';
export const DEFAULT_API_TARGET = 'http://127.0.0.1:8080';

// webpack's own minimizer plugin: scripts with the swc minifier (terser takes twice as long here),
// stylesheets with clean-css.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const MinimizerPlugin = require('minimizer-webpack-plugin') as {
  new (options: object): { apply(compiler: unknown): void };
  swcMinify: unknown;
  cleanCssMinify: unknown;
};

function htmlPage(title: string): string {
  return [
    '<!doctype html>',
    '<html lang="en-GB">',
    '<head>',
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${title}</title>`,
    '<meta name="description" content="Reedmere Estates: independent estate agent in Norfolk." />',
    '</head>',
    '<body>',
    '<noscript>Please enable JavaScript to use this site.</noscript>',
    '<div id="root"></div>',
    '</body>',
    '</html>',
  ].join('\n');
}

/**
 * A remote's stylesheets: a `.css` file a remote imports is its URL, a hashed file next to the
 * chunks (cached for a year), which the component that needs it links with React's
 * `<link rel="stylesheet" precedence>`. React puts the link in the head, and in the browser holds
 * the part back until the sheet has loaded; on the server the renderer moves it into the served
 * head. The shell's own CSS is webpack's (`experiments.css`), in the page's one stylesheet.
 */
const REMOTE_STYLESHEETS = {
  test: /\.css$/i,
  type: 'asset/resource',
  generator: { filename: '[name].[contenthash][ext]' },
} as const;

/**
 * The stylesheets' minifier alone, for a server build: its scripts stay readable, and its
 * stylesheets come out byte for byte as the browser build's, so both builds name each one alike
 * (a name is the hash of the minified file) and the server's markup links the browser's file.
 */
const stylesheetsOnlyMinimizer = () =>
  new MinimizerPlugin({
    test: /\.css$/i,
    minify: { implementation: MinimizerPlugin.cleanCssMinify, options: { level: 1 } },
  });

const outputDir = (options: HostConfigOptions): string =>
  process.env[BUILD_OUTPUT_ENV] || path.join(options.dir, 'dist');

function baseConfig(options: HostConfigOptions, uniqueName: string): WebpackConfig {
  const mode = options.mode ?? 'production';
  const production = mode === 'production';
  return {
    mode,
    context: options.dir,
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: outputDir(options),
      filename: CHUNK_NAME,
      chunkFilename: CHUNK_NAME,
      uniqueName,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2020',
                transform: {
                  react: { runtime: 'automatic', development: !production, refresh: false },
                },
              },
            },
          },
        },
        {
          // Images imported by code become hashed files next to the chunks (cached for a year).
          test: /\.(svg|png|jpe?g|webp|avif)$/i,
          type: 'asset/resource',
          generator: { filename: 'assets/[name].[contenthash][ext]' },
        },
      ],
    },
    optimization: production
      ? {
          minimize: true,
          minimizer: [
            new MinimizerPlugin({
              test: /\.(?:js|css)$/i,
              minify: [
                {
                  implementation: MinimizerPlugin.swcMinify,
                  options: { compress: true, mangle: true },
                },
                { implementation: MinimizerPlugin.cleanCssMinify, options: { level: 1 } },
              ],
            }),
          ],
        }
      : { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: options.port,
      host: '127.0.0.1',
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [
        {
          context: ['/api', '/remotes'],
          target: options.apiTarget ?? DEFAULT_API_TARGET,
          changeOrigin: false,
        },
      ],
    },
  };
}

/**
 * Every production build writes the bundle analyzer's report next to its workspace (not into
 * dist, which is served): which modules each emitted file holds. The browser tests read it to
 * prove no context-holding module loads twice; `ANALYZE=1` adds the treemap for people.
 */
function analyzerPlugins(mode: BuildMode): BundleAnalyzerPlugin[] {
  if (mode !== 'production') return [];
  const quiet = { openAnalyzer: false, logLevel: 'warn' as const };
  const plugins = [
    new BundleAnalyzerPlugin({
      ...quiet,
      analyzerMode: 'json',
      reportFilename: path.join('..', BUNDLE_REPORT_FILE),
    }),
  ];
  if (process.env.ANALYZE === '1') {
    plugins.push(
      new BundleAnalyzerPlugin({
        ...quiet,
        analyzerMode: 'static',
        reportFilename: path.join('..', BUNDLE_REPORT_FILE.replace(/\.json$/, '.html')),
      }),
    );
  }
  return plugins;
}

/**
 * The runtime plugin that puts the federation runtime's core on the page for remotes built with
 * `externalRuntime`. Its ES module file, not the CommonJS one `experiments.provideExternalRuntime`
 * resolves: the CommonJS file brings a second copy of the core (about 14 KB gzip) beside the
 * ES module one the bundler runtime uses.
 */
const EXTERNAL_RUNTIME_PROVIDER = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

/** The quick check of a shared singleton's major, in every browser build (the host's and remotes'). */
const MAJOR_VERSION_CHECK = require.resolve('./major-version-check');

/**
 * The packages every page starts with: React and react-dom, with the scheduler. Split by shared
 * module they came as several small files; the shell sends them as one.
 */
export const FIRST_SCREEN_PACKAGES = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/**
 * The styling layer: emotion and MUI's system, with the small packages they use. Only parts drawn
 * with MUI need it (the chrome is plain markup), so it is one file of its own, loaded with the
 * first such part rather than with every page.
 */
export const STYLING_PACKAGES =
  /[\\/]node_modules[\\/](@emotion[\\/][^\\/]+|@mui[\\/](system|utils|styled-engine|private-theming)|clsx|stylis|hoist-non-react-statics|react-is|prop-types|@babel[\\/]runtime)[\\/]/;

/** The shell: the host that loads every remote at run time (no remote is baked into its build). */
export function createHostConfig(options: HostConfigOptions): WebpackConfig {
  const config = { ...baseConfig(options, 'shell'), name: 'browser' };
  config.output = { ...config.output, publicPath: '/' };
  // webpack's own CSS: a stylesheet the shell's entry imports becomes a hashed file linked in
  // the page's head (the chrome's styles, in place before the first paint).
  config.experiments = { css: true };
  if ((options.mode ?? 'production') === 'production') {
    config.optimization = {
      ...config.optimization,
      splitChunks: {
        cacheGroups: {
          firstScreen: {
            test: FIRST_SCREEN_PACKAGES,
            name: 'first-screen',
            chunks: 'async',
            enforce: true,
          },
          styling: {
            test: STYLING_PACKAGES,
            name: 'styling',
            chunks: 'async',
            enforce: true,
          },
        },
      },
    };
  }
  config.plugins = [
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: sharedFor(options.dir),
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: false,
      // The federation runtime's core goes on the page once, with the shell: production
      // remotes use this copy instead of bringing their own (about 19 KB gzip each).
      runtimePlugins: [EXTERNAL_RUNTIME_PROVIDER, MAJOR_VERSION_CHECK],
      // This build only runs in a browser: the runtime's code for loading scripts in Node is
      // left out (about 2 KB gzip of the entry every page loads).
      experiments: { optimization: { target: 'web' } },
    }),
    new HtmlWebpackPlugin({
      templateContent: htmlPage('Reedmere Estates'),
      chunks: ['main'],
      scriptLoading: 'defer',
      ...(options.favicon ? { favicon: path.join(options.dir, options.favicon) } : {}),
    }),
    new SiteStylesheetPrecedencePlugin(),
    new PageStartScriptPlugin('./src/page-start.ts'),
    ...analyzerPlugins(options.mode ?? 'production'),
    ...brotliCopyPlugins(options.mode ?? 'production'),
  ];
  return config;
}

/**
 * One remote: `remoteEntry.js` + `mf-manifest.json`; in development also a standalone page for its
 * own dev server.
 */
export function createRemoteConfig(options: RemoteConfigOptions): WebpackConfig {
  const remote = REMOTES[options.name];
  if (!remote) throw new Error(`Unknown remote "${String(options.name)}"`);
  const production = (options.mode ?? 'production') === 'production';
  const config = { ...baseConfig(options, remote.name), name: 'browser' };
  config.output = { ...config.output, publicPath: 'auto' };
  config.module = withRemoteStylesheets(config.module);
  // The standalone page is the dev server's; a production build is the federation container only.
  if (production) config.entry = {};
  config.plugins = [
    new ModuleFederationPlugin({
      name: remote.name,
      filename: 'remoteEntry.js',
      exposes: { ...remote.exposes },
      shared: sharedFor(options.dir),
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: true,
      runtimePlugins: [MAJOR_VERSION_CHECK],
      // In production the remote only ever runs inside the shell's page, which provides the
      // federation runtime's core; the dev build keeps its own, for its standalone page.
      experiments: { externalRuntime: production },
    }),
    ...(production
      ? []
      : [
          new HtmlWebpackPlugin({
            templateContent: htmlPage(`Reedmere Estates: ${remote.name} (standalone)`),
            chunks: ['main'],
            scriptLoading: 'defer',
          }),
        ]),
    ...analyzerPlugins(options.mode ?? 'production'),
    ...brotliCopyPlugins(options.mode ?? 'production'),
  ];
  return config;
}

function withRemoteStylesheets(module: WebpackConfig['module']): WebpackConfig['module'] {
  return { ...module, rules: [...(module?.rules ?? []), REMOTE_STYLESHEETS] };
}

/** The shell's server build exposes the page renderer the rendering process calls. */
const SHELL_SERVER_EXPOSES = Object.freeze({ './server': './src/server/server-app.tsx' });

/**
 * The server build of the same code: a federation container for Node (`async-node`, CommonJS)
 * in `dist/server`, whose chunks the federation's node runtime fetches over HTTP next to its
 * entry. The shared singletons are declared as in the browser; the rendering process provides them.
 * Unminified: it never crosses a network to a phone, and its stack traces stay readable.
 */
function serverConfig(
  options: HostConfigOptions & { publicPath?: string },
  name: string,
  exposes: Readonly<Record<string, string>>,
): WebpackConfig {
  const config = baseConfig({ ...options, mode: 'production' }, `${name}-server`);
  return {
    ...config,
    name: 'server',
    // The manifest step writes into the browser build's mf-manifest.json: that build goes first.
    dependencies: ['browser'],
    target: 'async-node',
    // Only the federation container: the browser's start-up script has no place on a server.
    entry: {},
    devtool: false,
    output: {
      ...config.output,
      path: path.join(outputDir(options), SERVER_FOLDER),
      // The browser build's path, set at run time (server-public-path); the node runtime finds
      // chunks next to the entry it loaded.
      publicPath: options.publicPath ?? '',
      library: { type: 'commonjs-module' },
    },
    optimization: { minimize: false },
    devServer: undefined,
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { ...exposes },
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        runtimePlugins: [
          require.resolve('@module-federation/node/runtimePlugin'),
          ...(options.publicPath ? [] : [require.resolve('./server-public-path')]),
        ],
        shared: sharedFor(options.dir),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
      }),
    ],
  };
}

/** The shell's server build (production builds only). */
export function createHostServerConfig(options: HostConfigOptions): WebpackConfig {
  // The shell is always served from the site's root, as its browser build says.
  return serverConfig({ ...options, publicPath: '/' }, 'shell', SHELL_SERVER_EXPOSES);
}

/**
 * A remote's server build (production builds only). Its entry is recorded in the browser build's
 * `mf-manifest.json`, so the registry keeps one URL per remote and one build ships both.
 */
export function createRemoteServerConfig(options: RemoteConfigOptions): WebpackConfig {
  const remote = REMOTES[options.name];
  if (!remote) throw new Error(`Unknown remote "${String(options.name)}"`);
  const config = serverConfig(options, remote.name, remote.exposes);
  config.module = withRemoteStylesheets(config.module);
  config.optimization = {
    ...config.optimization,
    minimize: true,
    minimizer: [stylesheetsOnlyMinimizer()],
  };
  config.plugins = [...(config.plugins ?? []), new SsrManifestPlugin()];
  return config;
}
