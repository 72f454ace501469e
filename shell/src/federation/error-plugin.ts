// Federation runtime plugin: a remote that fails to load is reported, then the error reaches
// the area's error boundary, which shows the in-place fallback instead of blanking the shell.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export default function errorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-errors',
    errorLoadRemote({ id, lifecycle, error }) {
      console.warn(`[federation] could not load ${id} (${lifecycle})`, error);
      return undefined;
    },
  };
}
