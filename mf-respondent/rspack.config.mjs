import { appConfig, devPorts, sharedSingletons } from '../config/rspack.app.mjs';
// The modules this remote exposes, declared with their props in contracts' RemoteExposes and
// checked by src/federation.contract.test.tsx.
import exposes from './exposes.json' with { type: 'json' };

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
      exposes,
      // No antd, router or staff code here: only React, shared; the contracts are bundled.
      shared: (({ react, 'react/jsx-runtime': jsx, 'react-dom': dom }) => ({
        react,
        'react/jsx-runtime': jsx,
        'react-dom': dom,
      }))(sharedSingletons()),
    },
  });
