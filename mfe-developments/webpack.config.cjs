// The remote's builds and standalone dev server, all set up in @reedmere/mf-build.
module.exports = require('@reedmere/mf-build').remoteBuilds(__dirname, 'developments');
