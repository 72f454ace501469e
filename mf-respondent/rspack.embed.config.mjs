import path from 'node:path';
import { rspack } from '@rspack/core';
import { PrecompressPlugin } from '../config/precompress-plugin.mjs';

// embed.js, the script a company's site loads (docs/forms-and-templates.md#embedding): one file, no
// runtime, no chunks, under a fixed name the server answers at /embed.js (scripts/size-check.mjs
// holds it to 5 KB compressed).
export default (_env, argv) => {
  const mode = argv.mode ?? 'production';
  return {
    mode,
    context: import.meta.dirname,
    entry: { embed: './src/embed/embed.ts' },
    target: ['web', 'es2017'],
    devtool: false,
    output: {
      path: path.join(import.meta.dirname, 'dist', 'embed'),
      filename: '[name].js',
      iife: true,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.js'],
      conditionNames: ['formbuilder-source', 'browser', 'import', 'module', 'default'],
    },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' } } },
          type: 'javascript/auto',
        },
      ],
    },
    optimization: { minimize: mode === 'production', runtimeChunk: false, splitChunks: false },
    plugins: [mode === 'production' && new PrecompressPlugin()].filter(Boolean),
  };
};
