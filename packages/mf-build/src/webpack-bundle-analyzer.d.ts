// The part of webpack-bundle-analyzer's plugin API this build uses (the package ships no types).
declare module 'webpack-bundle-analyzer' {
  import type { Compiler } from 'webpack';

  export interface BundleAnalyzerOptions {
    analyzerMode?: 'server' | 'static' | 'json' | 'disabled';
    reportFilename?: string;
    openAnalyzer?: boolean;
    logLevel?: 'info' | 'warn' | 'error' | 'silent';
  }

  export class BundleAnalyzerPlugin {
    constructor(options?: BundleAnalyzerOptions);
    apply(compiler: Compiler): void;
  }
}
