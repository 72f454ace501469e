import { appConfig, devPorts } from '../config/rspack.app.mjs';

export default (_env, argv) =>
  appConfig({
    dir: import.meta.dirname,
    mode: argv.mode ?? 'production',
    publicPath: 'auto',
    port: devPorts.library,
    title: 'Biblioteca',
    federation: {
      name: 'mf_library',
      exposes: { './LibraryRoutes': './src/routes.tsx' },
    },
  });
