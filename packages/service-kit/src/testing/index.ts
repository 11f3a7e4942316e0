export * from './start-test-service';
export * from './service-plumbing';
export * from './pdf-files';
