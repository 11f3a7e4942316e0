// Stands in for @module-federation/enhanced/runtime in component tests (see jest.config.cjs).
export const registerRemotes = jest.fn();
export const loadRemote = jest.fn(async () => null);
export const registerPlugins = jest.fn();
export const registerGlobalPlugins = jest.fn();
