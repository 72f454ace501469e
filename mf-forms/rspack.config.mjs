import { appConfig, devPorts } from '../config/rspack.app.mjs';

export default (_env, argv) =>
  appConfig({
    dir: import.meta.dirname,
    mode: argv.mode ?? 'production',
    publicPath: 'auto',
    port: devPorts.forms,
    title: 'Formulários',
    federation: {
      name: 'mf_forms',
      exposes: { './FormsRoutes': './src/routes.tsx' },
    },
  });
