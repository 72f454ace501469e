// Federation runtime plugin of the shell and of every staff remote: each shared module a runtime
// resolves goes on in a task of its own. Resolving an area's shared modules (dozens of antd components,
// each shared one by one) is otherwise one long chain of promise callbacks, which the browser runs as
// one long task: on a phone, a pause in which a tap is not answered (docs/architecture.md, "The first
// page"). Each wait is the browser's shortest (next-task.ts), so the modules arrive as soon as before.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../next-task';

export default function taskPerSharePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'task-per-share',
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
  };
}
