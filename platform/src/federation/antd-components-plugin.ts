// Federation runtime plugin of every staff remote: keeps one antd under a shell that offers antd only
// as a whole package. Remotes import antd component by component and share each one (`antd/es/button`,
// ...); a shell that offers those components hands over its own modules. A shell built before that
// (the compatibility baseline) offers only `antd`, whole, and is already using it: left alone, the remote
// would fall back to its own copy of each component, whose ConfigProvider context is not the shell's
// (no company colour, no pt_BR texts). With this plugin the component is taken from the package the shell
// uses instead (docs/architecture.md, "What the signed-in app loads").
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const WHOLE = 'antd';
const COMPONENT = /^antd\/es\/([a-z-]+)$/;

interface Registered {
  from?: string;
  version?: string;
  loaded?: boolean;
  loading?: Promise<unknown> | null;
  lib?: (() => unknown) | null;
  get?: () => unknown;
  useIn?: string[];
}

type Factory = () => Record<string, unknown>;

let told = false;

const inUse = (shared: Registered | undefined) => Boolean(shared?.loaded || shared?.loading || shared?.lib);

/** The export of the whole package for a component folder: 'date-picker' -> DatePicker, 'theme' -> theme. */
export function exportForFolder(antd: Record<string, unknown>, folder: string): string | undefined {
  const flat = folder.replaceAll('-', '');
  return Object.keys(antd).find((name) => name.toLowerCase() === flat);
}

async function wholeFactory(whole: Registered): Promise<Factory> {
  if (typeof whole.lib === 'function') return whole.lib as Factory;
  if (whole.loading) return (await whole.loading) as Factory;
  return (await whole.get!()) as Factory;
}

export default function antdComponentsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'antd-components',
    resolveShare(args) {
      const folder = COMPONENT.exec(args.pkgName)?.[1];
      if (!folder) return args;
      const scope = args.shareScopeMap[args.scope] as Record<string, Record<string, Registered>> | undefined;
      const whole = Object.values(scope?.[WHOLE] ?? {}).find(inUse);
      // No whole package in use (a shell that offers the components, or the remote alone): as negotiated.
      if (!whole) return args;
      const chosen = args.resolver()?.shared as Registered | undefined;
      // The component comes from the build whose whole package is in use: the same modules.
      if (chosen?.from === whole.from) return args;
      const fromWhole: Registered = {
        ...whole,
        lib: null,
        useIn: [],
        loaded: false,
        loading: null,
        get: async () => {
          const antd = (await wholeFactory(whole))();
          const name = exportForFolder(antd, folder);
          if (!name) throw new Error(`antd ${whole.version} has no component for ${args.pkgName}`);
          const component = antd[name];
          return () => ({ __esModule: true, default: component });
        },
      };
      if (!told) console.info(`[federation] antd components served by the shell's ${WHOLE} ${whole.version}`);
      told = true;
      args.resolver = () => ({ shared: fromWhole, useTreesShaking: false }) as ReturnType<typeof args.resolver>;
      return args;
    },
  };
}
