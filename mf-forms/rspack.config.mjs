import { appConfig, devPorts } from '../config/rspack.app.mjs';
// The modules this remote exposes, declared with their props in contracts' RemoteExposes and
// checked by src/federation.contract.test.tsx.
import exposes from './exposes.json' with { type: 'json' };

export default (_env, argv) =>
  appConfig({
    dir: import.meta.dirname,
    mode: argv.mode ?? 'production',
    publicPath: 'auto',
    antd: 'remote',
    // ./FirstPage's chunk, drawn before the shell's app has downloaded.
    selfContained: ['__federation_expose_FirstPage'],
    port: devPorts.forms,
    title: 'Formulários',
    federation: {
      name: 'mf_forms',
      exposes,
    },
  });
