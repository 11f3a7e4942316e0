module.exports = require('../../jest.base.cjs')(__dirname, { testTimeout: 60000 });
