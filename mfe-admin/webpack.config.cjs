// The remote's build and standalone dev server: the shared setup lives in @reedmere/mf-build. No
// server build: the admin panel is only ever rendered in the browser.
const { createRemoteConfig, REMOTES } = require('@reedmere/mf-build');

module.exports = (_env, argv = {}) =>
  createRemoteConfig({
    dir: __dirname,
    name: 'admin',
    port: REMOTES.admin.devPort,
    mode: argv.mode === 'development' ? 'development' : 'production',
  });
