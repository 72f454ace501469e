import { appConfig, devPorts, legacySharedForShell, sharedSingletons } from '../config/rspack.app.mjs';

// The host: its remotes are not baked in; they are read from /remotes.json at start-up.
export default (_env, argv) => {
  const config = appConfig({
    dir: import.meta.dirname,
    mode: argv.mode ?? 'production',
    publicPath: '/',
    port: devPorts.shell,
    title: 'Formulários',
    antd: 'host',
    federation: {
      name: 'shell',
      remotes: {},
      shareStrategy: 'loaded-first',
      shared: { ...sharedSingletons(), ...legacySharedForShell() },
      runtimePlugins: ['./src/federation/error-plugin.ts'],
    },
  });
  // The first page's chunk (src/first-page, drawn before the app) keeps what it imports in itself
  // instead of sharing it: split out, its modules regrouped the app's own chunks and made the way from
  // /login to home heavier (451.7 kB against 448.5 kB), though that way never loads the first page.
  config.optimization.splitChunks = { chunks: (chunk) => !chunk.canBeInitial() && chunk.name !== 'first-page' };
  return config;
};
