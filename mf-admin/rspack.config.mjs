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
    port: devPorts.admin,
    title: 'Empresas e usuários',
    federation: {
      name: 'mf_admin',
      exposes,
    },
  });
