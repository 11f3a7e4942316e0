// The host's build and dev server: the shared setup lives in @reedmere/mf-build.
const { createHostConfig, SHELL_DEV_PORT } = require('@reedmere/mf-build');

module.exports = (_env, argv = {}) =>
  createHostConfig({
    dir: __dirname,
    port: SHELL_DEV_PORT,
    favicon: 'src/layout/brand/favicon.svg',
    mode: argv.mode === 'development' ? 'development' : 'production',
  });
