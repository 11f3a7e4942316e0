import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler, WebpackPluginInstance } from 'webpack';

/** The attribute of the page's first script that names the main script it loads. */
export const MAIN_SCRIPT_ATTRIBUTE = 'data-main';

const CHUNK = 'page-start';

/**
 * Makes the page's only script a small one of its own, built apart from the federation (no
 * runtime, no shared modules), which loads the main script, named in its `data-main`, when it
 * sees fit. Linked in the head, the main script would be asked for beside the stylesheets and
 * share the connection with them before the first paint; the first script is a few KB.
 *
 * `entry` is the first script's module, relative to the build's context.
 */
export class PageStartScriptPlugin implements WebpackPluginInstance {
  constructor(private readonly entry: string) {}

  apply(compiler: Compiler): void {
    let file: string | undefined;
    compiler.hooks.make.tapAsync(PageStartScriptPlugin.name, (compilation, done) => {
      const filename = compilation.outputOptions.filename;
      const child = compilation.createChildCompiler(PageStartScriptPlugin.name, { filename }, [
        new compiler.webpack.EntryPlugin(compiler.context, this.entry, { name: CHUNK }),
      ]);
      child.runAsChild((error, entries) => {
        file = entries?.flatMap((chunk) => [...chunk.files]).find((name) => name.endsWith('.js'));
        if (!error && !file) error = new Error(`${this.entry} emitted no script`);
        done(error ?? undefined);
      });
    });
    compiler.hooks.compilation.tap(PageStartScriptPlugin.name, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTags.tap(
        PageStartScriptPlugin.name,
        (data) => {
          const [main, ...others] = data.assetTags.scripts;
          // Any other script linked beside it would run before the first script had kept anything.
          if (!main || others.length > 0 || !file) {
            throw new Error(`${PageStartScriptPlugin.name} expects the page to link one script`);
          }
          main.attributes[MAIN_SCRIPT_ATTRIBUTE] = main.attributes.src;
          main.attributes.src = `${data.publicPath}${file}`;
          return data;
        },
      );
    });
  }
}
