import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler, WebpackPluginInstance } from 'webpack';

/** The precedence the site's own stylesheet has among the stylesheets React places. */
export const SITE_STYLESHEET_PRECEDENCE = 'site';

/**
 * Marks the site's stylesheet link with a React precedence. React places a stylesheet a part
 * links (`<link rel="stylesheet" precedence>`) after the last one that has a precedence, and at
 * the top of the head when none has: the site's sheet, unmarked, would then come after a remote's
 * and win where the remote's styles meet web-kit's. Marked, a remote's sheet always comes after.
 */
export class SiteStylesheetPrecedencePlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(SiteStylesheetPrecedencePlugin.name, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTags.tap(
        SiteStylesheetPrecedencePlugin.name,
        (data) => {
          for (const tag of data.assetTags.styles) {
            tag.attributes['data-precedence'] = SITE_STYLESHEET_PRECEDENCE;
          }
          return data;
        },
      );
    });
  }
}
