module.exports = require('../jest.base.cjs')(__dirname, { testTimeout: 30000 });
