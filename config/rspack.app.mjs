// One rspack set-up for every front-end app: TypeScript through swc, hashed assets,
// precompressed output, federation with the shared singletons of DESIGN section 2.
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { PrecompressPlugin } from './precompress-plugin.mjs';

const require = createRequire(import.meta.url);
const rootPkg = (name) => require(`${name}/package.json`);

/** Dev-server ports, one per app, all bound to 127.0.0.1. */
export const devPorts = { api: 3000, shell: 3100, forms: 3101, respondent: 3102, admin: 3103, library: 3104 };

/**
 * The singletons every staff app shares. Sub-paths are listed on purpose: without
 * react-dom/client a second react-dom is loaded.
 */
export function sharedSingletons() {
  const range = (name) => `^${rootPkg(name).version}`;
  const singleton = (name, requiredVersion = range(name)) => ({ singleton: true, requiredVersion });
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react', range('react')),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom', range('react-dom')),
    'react-router-dom': singleton('react-router-dom'),
    antd: singleton('antd'),
    zustand: singleton('zustand'),
    '@formbuilder/shared-ui': singleton('@formbuilder/shared-ui', '^0.1.0'),
    '@formbuilder/contracts': singleton('@formbuilder/contracts', '^0.1.0'),
  };
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
 */
export function appConfig(o) {
  const dev = o.mode === 'development';
  const isRemote = Boolean(o.federation?.exposes);
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
          templateParameters: { title: o.title, lang: 'pt-BR' },
          minify: !dev,
        }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(o.mode) }),
      o.federation &&
        new ModuleFederationPlugin({
          dts: false,
          manifest: true,
          ...(isRemote ? { filename: 'remoteEntry.js' } : {}),
          shared: sharedSingletons(),
          ...o.federation,
        }),
      dev && o.refresh !== false && new ReactRefreshRspackPlugin(),
      !dev && new PrecompressPlugin(),
    ].filter(Boolean),
    optimization: { minimize: !dev },
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
