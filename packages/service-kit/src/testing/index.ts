export * from './start-test-service';
export * from './use-test-service';
export * from './service-plumbing';
export * from './pdf-files';
export * from './settings-table';
export * from './list-query-refusals';
export * from './validation-failure';
export * from './conditional-replace';
