import { appConfig, devPorts } from '../config/rspack.app.mjs';

// The page respondents load: its own HTML and JS, no federation runtime, no antd, and
// preact/compat in place of React to stay inside the 100 KB gzip budget.
export default (_env, argv) =>
  appConfig({
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
