const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createFrontendConfig } = require('../libs/mf-runtime/webpack/create-config');

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
  ],
});
