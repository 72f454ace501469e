// Federation runtime plugin: a remote that fails to load is reported, then the error reaches
// the area's error boundary, which shows the in-place fallback instead of blanking the shell.
// A module the shell asks for only if it is there (an area's './FirstPage', which remotes built
// before it lack) fails quietly: the shell goes on without it.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const optional = new Set<string>();

/** `id` ('mf_forms/FirstPage') may be missing or fail to load without a report. */
export function loadsOptionally(id: string): void {
  optional.add(id);
}

export default function errorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-errors',
    errorLoadRemote({ id, lifecycle, error }) {
      if (!optional.has(id)) console.warn(`[federation] could not load ${id} (${lifecycle})`, error);
      return undefined;
    },
  };
}
