// The remote's builds and standalone dev server: the shared setup lives in @reedmere/mf-build. A
// production build also makes the server build (dist/server) that its manifest names.
const { createRemoteConfig, createRemoteServerConfig, REMOTES } = require('@reedmere/mf-build');

module.exports = (_env, argv = {}) => {
  const options = {
    dir: __dirname,
    name: 'calculators',
    port: REMOTES.calculators.devPort,
    mode: argv.mode === 'development' ? 'development' : 'production',
  };
  const browser = createRemoteConfig(options);
  return options.mode === 'production' ? [browser, createRemoteServerConfig(options)] : browser;
};
