import { createRequire } from 'node:module';
import { appConfig, devPorts } from '../config/rspack.app.mjs';

const require = createRequire(import.meta.url);

// The page respondents load: its own HTML and JS, no federation runtime, no antd, and
// preact/compat in place of React to stay inside its budget (scripts/size-check.mjs).
export default (_env, argv) => {
  const config = appConfig({
    dir: import.meta.dirname,
    mode: argv.mode ?? 'production',
    entry: './src/index.tsx',
    outDir: 'dist/standalone',
    publicPath: '/respondent/',
    port: devPorts.respondentPage,
    title: 'Formulário',
    refresh: false,
    alias: {
      react: 'preact/compat',
      'react-dom/client': 'preact/compat/client',
      'react-dom': 'preact/compat',
      'react/jsx-runtime': 'preact/jsx-runtime',
    },
  });
  // zod's JSON Schema output, which the page never uses (docs/architecture.md#the-respondent-page).
  config.module.rules.push({
    test: /[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/,
    loader: require.resolve('./scripts/without-json-schema-loader.cjs'),
    type: 'javascript/auto',
  });
  return config;
};
