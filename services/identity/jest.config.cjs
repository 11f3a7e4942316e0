module.exports = require('../../jest.base.cjs')(__dirname, {
  testTimeout: 30000,
  // Code loaded on demand imports the built file's name (`./x.js`); the tests load its source.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
});
