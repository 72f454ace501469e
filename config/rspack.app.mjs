// One rspack set-up for every front-end app: TypeScript through swc, hashed assets,
// precompressed output, federation sharing only what must be one instance (docs/architecture.md).
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { prebuiltStyles } from './prebuilt-styles-plugin.mjs';

const require = createRequire(import.meta.url);
const rootPkg = (name) => require(`${name}/package.json`);

/**
 * The product's logo as the pages' icon, inline: no /favicon.ico request (which would be a 404 logged
 * in the console) and no extra round trip.
 */
const faviconDataUrl = `data:image/svg+xml,${encodeURIComponent(
  fs.readFileSync(path.join(import.meta.dirname, '..', 'shared-ui', 'src', 'assets', 'logo.svg'), 'utf8').trim(),
)}`;

/** Dev-server ports, one per app, all bound to 127.0.0.1. */
export const devPorts = {
  api: 3000,
  shell: 3100,
  forms: 3101,
  // The respondent remote (editor preview); the standalone respondent page is on respondentPage.
  respondent: 3102,
  admin: 3103,
  library: 3104,
  respondentPage: 3105,
};

/**
 * What the staff apps share at run time (docs/architecture.md, "Sharing"). Only what must be one
 * instance is shared, each a singleton with strict version negotiation: a build whose range the
 * loaded copy does not satisfy fails to load (the shell shows the area's fallback screen) instead
 * of running against code it was not built with. Everything stateless (contracts, shared-ui's
 * building blocks, zod, forms) is bundled by each app, so every build carries what it was tested with.
 * Sub-paths are listed on purpose: without react-dom/client a second react-dom is loaded.
 */
export function sharedSingletons() {
  const range = (name) => `^${rootPkg(name).version}`;
  const singleton = (name, requiredVersion = range(name)) => ({
    singleton: true,
    strictVersion: true,
    requiredVersion,
  });
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react', range('react')),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom', range('react-dom')),
    // Offered and consumed as its browser routing only (see the module).
    'react-router-dom': {
      ...singleton('react-router-dom'),
      version: rootPkg('react-router-dom').version,
      shareKey: 'react-router-dom',
      import: path.join(import.meta.dirname, 'react-router-dom-browser.mjs'),
    },
    antd: { singleton: true, requiredVersion: range('antd') },
    // The platform surface: session, API client, realtime connection, confirmations, remote loader.
    // Its major version is the contract: a remote accepts any later minor release of the shell's.
    '@formbuilder/platform': singleton(
      '@formbuilder/platform',
      `^${rootPkg('@formbuilder/platform').version.split('.')[0]}.0.0`,
    ),
  };
}

/**
 * What the shell alone offers on top: shared-ui's 0.1 surface, for remotes built before the
 * platform package existed (they ask for `@formbuilder/shared-ui` ^0.1.0 as a singleton and find
 * their auth store in it). It re-exports the platform's one instance, so such a remote shares the
 * shell's session. Its exports only grow; it stays on the 0.1 line while any deployed remote
 * asks for it (docs/architecture.md, "Compatibility"). Offered by its resolved file, so it is offered
 * although the shell's own pages import only shared-ui's `start` and `signed-in` entries; its chunks
 * load only when such a remote asks for it.
 */
export function legacySharedForShell() {
  return {
    '@formbuilder/shared-ui': {
      singleton: true,
      requiredVersion: '^0.1.0',
      version: rootPkg('@formbuilder/shared-ui').version,
      shareKey: '@formbuilder/shared-ui',
      import: require.resolve('@formbuilder/shared-ui'),
    },
  };
}

/**
 * antd for an app that imports it component by component (the shell): nothing of it is consumed through
 * the share scope, so the package is offered by its resolved file (a provide by absolute path is made
 * even when no module of the build imports the bare name). A remote asking for the `antd` singleton (every
 * remote built before the components were shared one by one) gets this whole package, built from the very
 * modules the shell's pages use: one ConfigProvider context, one CSS-in-JS cache, one theme. Its chunk
 * loads only when such a remote asks for it.
 */
function offeredWholeAntd() {
  const { version } = rootPkg('antd');
  return {
    singleton: true,
    requiredVersion: `^${version}`,
    version,
    shareKey: 'antd',
    import: require.resolve('antd/es/index.js'),
  };
}

/** antd's components as its index exports them, by folder: ['affix', 'alert', ..., 'date-picker', ...]. */
export function antdComponentFolders() {
  const index = fs.readFileSync(require.resolve('antd/es/index.js'), 'utf8');
  return [...index.matchAll(/export \{ default as \w+ \} from '\.\/([\w-]+)'/g)].map((m) => m[1]);
}

/**
 * antd shared component by component (`antd/es/button`, `antd/es/table`, ...), which is what the staff
 * apps' imports become (swc's transformImport below). The shell offers every component, by resolved file,
 * so a remote gets each one it uses from the shell's build: the same modules as the shell's own pages and
 * as the whole `antd` it offers older remotes, hence one ConfigProvider context, one CSS-in-JS cache, one
 * theme, and only the components a screen uses are downloaded, when it first needs them. A remote asks for
 * the components it imports, with its own copy as the fallback (run alone); under a shell that offers
 * only the whole package, `@formbuilder/platform/antd-components-plugin` hands it that package's
 * component instead (docs/architecture.md, "What the signed-in app loads").
 * @param {'host'|'remote'} role
 */
export function antdComponentShares(role) {
  const { version } = rootPkg('antd');
  return Object.fromEntries(
    antdComponentFolders().map((folder) => {
      const key = `antd/es/${folder}`;
      const common = { singleton: true, requiredVersion: `^${version}` };
      return [
        key,
        role === 'host'
          ? { ...common, version, shareKey: key, import: require.resolve(`antd/es/${folder}/index.js`) }
          : common,
      ];
    }),
  );
}

/**
 * @param {object} o
 * @param {string} o.dir               the app folder (import.meta.dirname of its config)
 * @param {'development'|'production'} o.mode
 * @param {string} [o.entry]           defaults to ./src/index.ts
 * @param {string} [o.outDir]          defaults to dist
 * @param {string} o.publicPath        '/', '/respondent/' or 'auto' for remotes
 * @param {number} o.port              dev-server port
 * @param {string} [o.title]           html <title>; no html when omitted
 * @param {object} [o.federation]      ModuleFederationPlugin options (name, exposes, ...)
 * @param {Record<string,string>} [o.alias]
 * @param {boolean} [o.refresh]        react-refresh in development (not with preact)
 * @param {'host'|'remote'} [o.antd]    a staff app: its code (and shared-ui's and the platform's, as it
 *                                      compiles them) imports antd component by component, shared one by
 *                                      one; the host also offers the whole of antd to older remotes
 *                                      (see docs/architecture.md)
 * @param {string[]} [o.selfContained] async chunks that keep every module they import in themselves
 *                                      instead of sharing it with other chunks (an area's first page,
 *                                      drawn before the app: shared, its modules regroup the app's own
 *                                      chunks, and the way from /login to home, which never loads it, grows)
 * @param {boolean} [o.prebuiltStyles]  the host: emits antd's styles for what starts under a first page,
 *                                      built ahead of time (prebuilt-styles-plugin.mjs)
 */
export function appConfig(o) {
  const dev = o.mode === 'development';
  const isRemote = Boolean(o.federation?.exposes);
  const shared = { ...sharedSingletons(), ...o.federation?.shared };
  if (o.antd) Object.assign(shared, antdComponentShares(o.antd));
  if (o.antd === 'host') shared.antd = offeredWholeAntd();
  const styles = o.prebuiltStyles ? prebuiltStyles(o.publicPath) : undefined;
  return {
    mode: o.mode,
    context: o.dir,
    entry: { main: o.entry ?? './src/index.ts' },
    target: ['web', 'es2020'],
    devtool: dev ? 'eval-cheap-module-source-map' : false,
    output: {
      path: path.join(o.dir, o.outDir ?? 'dist'),
      publicPath: o.publicPath,
      filename: dev ? 'static/js/[name].js' : 'static/js/[name].[contenthash:8].js',
      chunkFilename: dev ? 'static/js/[name].js' : 'static/js/[name].[contenthash:8].js',
      cssFilename: 'static/css/[name].[contenthash:8].css',
      cssChunkFilename: 'static/css/[name].[contenthash:8].css',
      assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
      uniqueName: o.federation?.name ?? path.basename(o.dir),
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs'],
      // Workspaces are consumed as TypeScript source.
      conditionNames: ['formbuilder-source', 'browser', 'import', 'module', 'require', 'default'],
      alias: o.alias ?? {},
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: {
                react: {
                  runtime: 'automatic',
                  development: dev,
                  refresh: dev && o.refresh !== false,
                  importSource: o.jsxImportSource,
                },
              },
            },
            // `import { Button } from 'antd'` becomes `import Button from 'antd/es/button'`: a screen
            // carries (or asks the share scope for) only the components it uses.
            ...(o.antd
              ? { transformImport: [{ libraryName: 'antd', libraryDirectory: 'es', camelToDashComponentName: true }] }
              : {}),
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|svg|webp)$/, type: 'asset' },
      ],
    },
    plugins: [
      o.title &&
        new rspack.HtmlRspackPlugin({
          template: path.join(import.meta.dirname, 'index.html'),
          title: o.title,
          templateParameters: { title: o.title, lang: 'pt-BR', favicon: faviconDataUrl },
          minify: !dev,
        }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(o.mode), ...styles?.define }),
      styles?.plugin,
      o.federation &&
        new ModuleFederationPlugin({
          dts: false,
          manifest: true,
          ...(isRemote ? { filename: 'remoteEntry.js' } : {}),
          ...o.federation,
          runtimePlugins: [
            // Every remote can run in a shell older than the platform package (see the plugin).
            ...(isRemote ? [require.resolve('@formbuilder/platform/legacy-host-plugin')] : []),
            ...(isRemote && o.antd ? [require.resolve('@formbuilder/platform/antd-components-plugin')] : []),
            // A staff app resolves its shared modules one task each (see the plugin).
            ...(o.antd ? [require.resolve('@formbuilder/platform/task-per-share-plugin')] : []),
            ...(o.federation.runtimePlugins ?? []),
          ],
          shared,
          experiments: {
            optimization: {
              // Browser builds: the runtime's Node.js code paths are left out.
              target: 'web',
              // Only the shell loads remotes (by their manifests); a remote's runtime needs no snapshot code.
              ...(isRemote ? { disableSnapshot: true, disableRemote: true } : {}),
            },
          },
        }),
      dev && o.refresh !== false && new ReactRefreshRspackPlugin(),
      !dev && new PrecompressPlugin(),
    ].filter(Boolean),
    optimization: {
      minimize: !dev,
      ...(o.selfContained
        ? { splitChunks: { chunks: (chunk) => !chunk.canBeInitial() && !o.selfContained.includes(chunk.name) } }
        : {}),
    },
    performance: { hints: false },
    devServer: {
      host: '127.0.0.1',
      port: o.port,
      hot: true,
      // Every page of an app answers its index.html, wherever the app's public path puts it.
      historyApiFallback: !isRemote && { index: `${o.publicPath === 'auto' ? '/' : o.publicPath}index.html` },
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [
        {
          context: ['/api', '/files', '/remotes.json'],
          target: `http://127.0.0.1:${devPorts.api}`,
          ws: true,
        },
      ],
    },
    stats: dev ? 'errors-warnings' : 'normal',
  };
}
