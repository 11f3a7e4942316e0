export * from './start-test-service';
export * from './service-plumbing';
