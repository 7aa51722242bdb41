// Builds the webpack config of the shell and of every remote, so the six apps differ only in
// name, exposes and HTML. Hashes live in chunk names only: remoteEntry.js and the shell's entry
// must keep stable names (a [contenthash] in `filename` also breaks the MF build).
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const { libSources, sharedDependencies, sharedVersionRecord, reactRouterAliases, repoRoot } = require('./shared-dependencies');

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
};

/**
 * A plugin that adds files to the output once the modules are processed: `emit(compilation,
 * RawSource)` calls compilation.emitAsset for each.
 */
function additionalAssetsPlugin(name, emit) {
  return {
    apply(compiler) {
      const { RawSource } = compiler.webpack.sources;
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tap({ name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () =>
          emit(compilation, RawSource),
        );
      });
    },
  };
}

/** What is sent compressed: text assets worth it (a font or an image is compressed already). */
const COMPRESSIBLE_ASSET = /\.(js|css|svg)$/;

/**
 * Brotli (quality 11) and gzip (level 9) copies of each text asset beside it (`main.js.br`,
 * `main.js.gz`), made once at build: the API (express-static-gzip) and nginx (gzip_static) send
 * them as they are, instead of compressing every request at a fast, weaker level. A copy that
 * saves less than a fifth is not written.
 */
function precompressedCopiesPlugins() {
  const common = { test: COMPRESSIBLE_ASSET, threshold: 1024, minRatio: 0.8 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION } }),
  ];
}

/** Copies `<app>/public` into the output as-is (favicon, theme-init.js). */
function copyPublicFolderPlugin(folder) {
  return additionalAssetsPlugin('CopyPublicFolderPlugin', (compilation, RawSource) => {
    if (!fs.existsSync(folder)) return;
    for (const file of fs.readdirSync(folder, { recursive: true })) {
      const absolute = path.join(folder, file);
      if (fs.statSync(absolute).isFile()) {
        compilation.emitAsset(file.split(path.sep).join('/'), new RawSource(fs.readFileSync(absolute)));
        compilation.fileDependencies.add(absolute);
      }
    }
  });
}

/**
 * Writes shared-versions.json beside the build: what this app shares and in which versions (see
 * sharedVersionRecord). tools/release-remote.mjs reads the live shell's copy to refuse a remote
 * that needs a newer shared lib than the shell provides.
 */
function sharedVersionRecordPlugin(app) {
  return additionalAssetsPlugin('SharedVersionRecordPlugin', (compilation, RawSource) => {
    const record = { app, buildVersion: process.env.BUILD_VERSION ?? 'dev', ...sharedVersionRecord(sharedDependencies) };
    compilation.emitAsset('shared-versions.json', new RawSource(`${JSON.stringify(record, null, 2)}\n`));
  });
}

/** Aliases of libs built from another folder than libs/<lib> (SHARED_LIB_SOURCES). */
function libSourceAliases() {
  return Object.fromEntries(
    Object.entries(libSources())
      .filter(([lib, folder]) => folder !== path.join(repoRoot, 'libs', lib))
      .map(([lib, folder]) => [`@sahha/${lib}$`, folder]),
  );
}

/** The ES module build of @module-federation/runtime-core (its export map's `import` entry). */
function federationRuntimeCoreEsm() {
  // The export map hides package.json, so find the package folder from its CommonJS entry.
  const commonJsEntry = require.resolve('@module-federation/runtime-core', { paths: [repoRoot] });
  const packageRoot = commonJsEntry.slice(0, commonJsEntry.lastIndexOf(`${path.sep}dist${path.sep}`));
  const manifest = JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8'));
  return path.join(packageRoot, manifest.exports['.'].import.default);
}

/** Images keep the same name (content hash) in the browser and server builds, so both point at one file. */
const ASSET_FILENAME = 'assets/[name].[contenthash:8][ext]';
/** A remote's server bundle: `<its browser output>/server/remoteEntry.js`, never served to browsers. */
const SERVER_BUNDLE_FOLDER = 'server';
/**
 * Where a server-rendered image points until the render replaces it with the browser remote's URL:
 * a release is served from its own folder, known only when the page is rendered.
 */
const SERVER_ASSET_BASE_PLACEHOLDER = '/__sahha-remote-assets__/';

/**
 * dist/<folder>, or the folder `--env outputPath=<dir>` names (tools/release-remote.mjs): webpack's
 * own --output-path would send the browser and server builds into one folder.
 */
function outputPathOf(env, outputFolder) {
  return env.outputPath ? path.resolve(env.outputPath) : path.join(repoRoot, 'dist', outputFolder);
}

/**
 * @param {object} options
 * @param {string} options.appRoot absolute folder of the app
 * @param {string} options.name MF container name (mf_quiz) or 'shell'
 * @param {string} options.outputFolder folder under dist/
 * @param {Record<string,string>} [options.exposes]
 * @param {string} options.publicPath '/' for the shell, 'auto' for remotes (their URL comes from the manifest)
 * @param {import('webpack').WebpackPluginInstance[]} [options.plugins]
 * @param {Record<string,string>} [options.entry]
 */
function createFrontendConfig(options) {
  const { appRoot, name, outputFolder, exposes, publicPath, plugins = [], entry = {} } = options;
  return (env = {}, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: appRoot,
      entry,
      target: 'web',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outputPathOf(env, outputFolder),
        publicPath,
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: ASSET_FILENAME,
        uniqueName: name,
        // The server bundle is built beside this one, into server/, by its own compiler.
        clean: { keep: (asset) => asset.startsWith(`${SERVER_BUNDLE_FOLDER}/`) },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: exposes
          ? { ...reactRouterAliases, ...libSourceAliases() }
          : {
              ...reactRouterAliases,
              ...libSourceAliases(),
              // The plugin that hands the runtime to remotes requires the CommonJS build; point it
              // at the ES build the shell already runs, or the shell would ship the runtime twice.
              '@module-federation/runtime-tools/runtime-core$': federationRuntimeCoreEsm(),
            },
      },
      module: {
        // An import of a name a shared module does not export (e.g. one missing from the React
        // Router subset) must fail the build, not become `undefined` at run time.
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: { loader: 'swc-loader', options: swcOptions },
          },
          { test: /\.(woff2?|png|jpe?g|webp|avif|svg)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: exposes ? 'remoteEntry.js' : undefined,
          exposes,
          remotes: {},
          shared: sharedDependencies,
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: false,
          // Remotes are found through remoteEntry.js URLs, never manifests (no snapshot code), and
          // only ever run in the browser (no Node loaders): both trim the runtime every app ships.
          experiments: {
            optimization: { disableSnapshot: true, target: 'web' },
            // The shell hands its federation runtime to the remotes, so a remoteEntry.js does not
            // carry a second copy of it (~20 KB gzipped per remote visited).
            ...(exposes ? { externalRuntime: true } : { provideExternalRuntime: true }),
          },
        }),
        copyPublicFolderPlugin(path.join(appRoot, 'public')),
        sharedVersionRecordPlugin(name),
        new (require('webpack').DefinePlugin)({
          'process.env.BUILD_VERSION': JSON.stringify(process.env.BUILD_VERSION ?? 'dev'),
        }),
        ...plugins,
        ...(production ? precompressedCopiesPlugins() : []),
      ],
      optimization: {
        // Long-cacheable vendor chunks; the remoteEntry/host entry stay tiny.
        splitChunks: { chunks: 'async' },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

/**
 * A remote's config: served from wherever the manifest says (publicPath 'auto'), built into
 * dist/<its folder>, and always exposing './routes', the module the shell loads (REMOTE_EXPOSED_ROUTES
 * in @sahha/contracts).
 * @param {object} options
 * @param {string} options.appRoot absolute folder of the remote (mf-quiz)
 * @param {string} options.name MF container name (mf_quiz), as in REMOTES of @sahha/contracts
 * @param {Record<string,string>} [options.exposes] what it exposes besides './routes'
 */
function createRemoteConfig({ appRoot, name, exposes = {} }) {
  return createFrontendConfig({
    appRoot,
    name,
    outputFolder: path.basename(appRoot),
    publicPath: 'auto',
    exposes: { './routes': './src/routes.tsx', ...exposes },
  });
}

/**
 * A remote's server bundle (ARCHITECTURE.md, "Serving", server-rendered pages): a Module Federation
 * container for Node (async-node, CommonJS) exposing `./server`, built into server/ beside the
 * browser build, so a release carries both and the API finds one from the other's manifest entry.
 * It shares nothing: the API has no React to offer, and one file (no chunk loading) keeps a load a
 * single read. Images are not emitted again: the browser build's copies, same names, are the ones served.
 * @param {object} options
 * @param {string} options.appRoot absolute folder of the remote
 * @param {string} options.name MF container name (mf_catalog)
 * @param {string} options.serverEntry the module exposed as './server' (./src/server.tsx)
 */
function createRemoteServerConfig({ appRoot, name, serverEntry }) {
  const webpack = require('webpack');
  return (env = {}, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: appRoot,
      entry: {},
      target: 'async-node',
      devtool: false,
      output: {
        path: path.join(outputPathOf(env, path.basename(appRoot)), SERVER_BUNDLE_FOLDER),
        publicPath: SERVER_ASSET_BASE_PLACEHOLDER,
        filename: '[name].js',
        assetModuleFilename: ASSET_FILENAME,
        uniqueName: `${name}_server`,
        library: { type: 'commonjs-module' },
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: libSourceAliases() },
      module: {
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          { test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions } },
          { test: /\.(woff2?|png|jpe?g|webp|avif|svg)$/, type: 'asset/resource', generator: { emit: false } },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: { './server': serverEntry },
          library: { type: 'commonjs-module' },
          remoteType: 'script',
          shared: {},
          dts: false,
          manifest: false,
          experiments: { optimization: { disableSnapshot: true, target: 'node' } },
        }),
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        new webpack.DefinePlugin({ 'process.env.BUILD_VERSION': JSON.stringify(process.env.BUILD_VERSION ?? 'dev') }),
      ],
      optimization: { minimize: false },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = {
  createFrontendConfig,
  createRemoteConfig,
  createRemoteServerConfig,
  repoRoot,
  SERVER_ASSET_BASE_PLACEHOLDER,
  SERVER_BUNDLE_FOLDER,
};
