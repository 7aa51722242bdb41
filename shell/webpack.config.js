const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createFrontendConfig } = require('../libs/mf-runtime/webpack/create-config');

/**
 * Preloads the brand font from every page's HTML, not only the prerendered ones: it is declared
 * font-display: optional (src/theme/font-faces.tsx), so a page whose first paint comes before the
 * file keeps the system face for good, and a first visit to /auth or /account must not.
 */
const BRAND_FONT = /(^|\/)inter-latin-wght-normal\.[0-9a-f]+\.woff2$/;
const preloadBrandFontPlugin = {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadBrandFont', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tapAsync('PreloadBrandFont', (data, done) => {
        const font = Object.keys(compilation.assets).find((name) => BRAND_FONT.test(name));
        if (font) {
          data.assetTags.styles.unshift({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' },
          });
        }
        done(null, data);
      });
    });
  },
};

module.exports = createFrontendConfig({
  appRoot: __dirname,
  name: 'shell',
  outputFolder: 'shell',
  publicPath: '/',
  entry: { main: './src/index.ts' },
  plugins: [
    new HtmlWebpackPlugin({
      template: path.join(__dirname, 'src/index.html'),
      scriptLoading: 'defer',
      inject: 'body',
    }),
    preloadBrandFontPlugin,
  ],
});
