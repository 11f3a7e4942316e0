/**
 * Where a build writes: `<workspace>/dist`, or the folder this variable names (a deploy builds
 * into a staging folder; the server build goes to its `server/` subfolder either way).
 */
export const BUILD_OUTPUT_ENV = 'MF_BUILD_OUTPUT_DIR';
