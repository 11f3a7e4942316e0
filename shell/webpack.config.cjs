// The host's builds and dev server: the shared setup lives in @reedmere/mf-build. A production
// build also makes the server build the renderer loads (dist/server).
const { createHostConfig, createHostServerConfig, SHELL_DEV_PORT } = require('@reedmere/mf-build');

module.exports = (_env, argv = {}) => {
  const options = {
    dir: __dirname,
    port: SHELL_DEV_PORT,
    favicon: 'src/layout/brand/favicon.svg',
    mode: argv.mode === 'development' ? 'development' : 'production',
  };
  const browser = createHostConfig(options);
  return options.mode === 'production' ? [browser, createHostServerConfig(options)] : browser;
};
