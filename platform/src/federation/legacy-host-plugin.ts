// Federation runtime plugin of every remote: lets a remote that shares @formbuilder/platform run in a
// shell built before the platform package existed. Such a shell offers no platform; it offers
// @formbuilder/shared-ui 0.1 instead, whose exports include every name of the platform 1.x surface
// (docs/architecture.md, "Compatibility"). Without this the remote would fall back to its own copy:
// a second auth store, signed out. With it, the remote's platform resolves to the shell's instance.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const PLATFORM = '@formbuilder/platform';
const LEGACY = '@formbuilder/shared-ui';
/** The shared-ui line that carries the platform 1.x surface. */
const LEGACY_LINE = /^0\.1\.\d+$/;

interface Registered {
  loaded?: boolean;
  lib?: unknown;
}

const inUse = (shared: Registered | undefined) => Boolean(shared?.loaded || shared?.lib);

export default function legacyHostPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'platform-legacy-host',
    resolveShare(args) {
      if (args.pkgName !== PLATFORM) return args;
      const scope = args.shareScopeMap[args.scope] as Record<string, Record<string, Registered>> | undefined;
      // A shell that offers the platform negotiates it normally (strict semver).
      if (Object.values(scope?.[PLATFORM] ?? {}).some(inUse)) return args;
      const legacy = Object.entries(scope?.[LEGACY] ?? {}).find(
        ([version, shared]) => LEGACY_LINE.test(version) && inUse(shared),
      );
      if (!legacy) return args;
      const shared = legacy[1];
      console.info(`[federation] ${PLATFORM} served by the shell's ${LEGACY} ${legacy[0]}`);
      args.resolver = () => ({ shared, useTreesShaking: false }) as ReturnType<typeof args.resolver>;
      return args;
    },
  };
}
