import { appConfig, devPorts, legacySharedForShell, sharedSingletons } from '../config/rspack.app.mjs';

// The host: its remotes are not baked in; they are read from /remotes.json at start-up.
export default (_env, argv) =>
  appConfig({
    dir: import.meta.dirname,
    mode: argv.mode ?? 'production',
    publicPath: '/',
    port: devPorts.shell,
    title: 'Formulários',
    antd: 'host',
    // src/first-page's chunk (index.ts names it), drawn before the app.
    selfContained: ['first-page'],
    // antd's styles for what the app draws when it starts under a first page (src/first-page).
    prebuiltStyles: true,
    federation: {
      name: 'shell',
      remotes: {},
      shareStrategy: 'loaded-first',
      shared: { ...sharedSingletons(), ...legacySharedForShell() },
      runtimePlugins: ['./src/federation/error-plugin.ts'],
    },
  });
