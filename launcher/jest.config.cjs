// A test here starts whole sites, whose every process may take up to 60 s to start on a busy
// machine (startStack's own limit): the test waits longer than the start it checks.
module.exports = require('../jest.base.cjs')(__dirname, { testTimeout: 120_000 });
