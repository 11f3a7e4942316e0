import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';

/** Builds `config` (its output in `<context>/dist`) and resolves to the page it wrote. */
export function builtPage(config: Configuration & { context: string }): Promise<string> {
  const compiler = webpack({
    ...config,
    output: { path: path.join(config.context, 'dist'), ...config.output },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else resolve(readFileSync(path.join(config.context, 'dist', 'index.html'), 'utf8'));
    }),
  );
}
