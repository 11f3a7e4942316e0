// The remote's build and standalone dev server: the shared setup lives in @reedmere/mf-build.
const { createRemoteConfig, REMOTES } = require('@reedmere/mf-build');

module.exports = (_env, argv = {}) =>
  createRemoteConfig({
    dir: __dirname,
    name: 'listings',
    port: REMOTES.listings.devPort,
    mode: argv.mode === 'development' ? 'development' : 'production',
  });
