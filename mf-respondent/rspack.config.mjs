import { appConfig, devPorts } from '../config/rspack.app.mjs';

// The remote build: the same components, shared React, for previews inside the shell.
export default (_env, argv) =>
  appConfig({
    dir: import.meta.dirname,
    mode: argv.mode ?? 'production',
    entry: './src/remote.ts',
    outDir: 'dist/remote',
    publicPath: 'auto',
    port: devPorts.respondent,
    federation: {
      name: 'mf_respondent',
      exposes: { './FormWizard': './src/features/wizard/components/form-wizard.tsx' },
      // No antd, router or staff code here: only React and the contracts.
      shared: {
        react: { singleton: true, requiredVersion: '^19.3.1' },
        'react/jsx-runtime': { singleton: true, requiredVersion: '^19.3.1' },
        'react-dom': { singleton: true, requiredVersion: '^19.3.1' },
        '@formbuilder/contracts': { singleton: true, requiredVersion: '^0.1.0' },
      },
    },
  });
