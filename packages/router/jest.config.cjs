module.exports = require('../../jest.base.cjs')(__dirname, {
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/jest.setup.cjs'],
});
