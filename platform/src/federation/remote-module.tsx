// Renders a module a remote exposes (an area's routes, or a widget such as a modal or the form
// preview) in place, with a fallback and retry when it cannot load; the rest of the page keeps
// working. The host (the shell) owns the federation runtime and registers how modules are loaded;
// platform is a singleton, so a remote rendering <RemoteModule> loads through the host's runtime.
// Which modules exist and what props each takes is declared once, in contracts' RemoteExposes.
import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { Alert, Button } from 'antd';
import { messages, type RemoteModuleRef, type RemoteName } from '@formbuilder/contracts';
import { LoadingOverlay } from '../layout/loading-overlay';

// Shown only when an area cannot load: its code (antd's Result, with its pictures) is fetched then, not
// on the way to every signed-in page.
const Result = lazy(() => import('antd/es/result'));

export interface RemoteLoader {
  load: <T>(remote: RemoteName, exposed: string) => Promise<T>;
  /** Forgets what was cached for a remote, so the next load asks its server again. */
  reset: (remote: RemoteName) => void;
}

let loader: RemoteLoader | undefined;

/** Called once by the host at start-up. Without it (a remote running alone) modules fail to load. */
export function setRemoteLoader(next: RemoteLoader): void {
  loader = next;
}

const RETRY = 'TENTAR NOVAMENTE';

interface BoundaryProps {
  onRetry: () => void;
  compact: boolean;
  children: ReactNode;
}

class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('[federation] remote module failed', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const retry = (
      <Button type="primary" onClick={this.props.onRetry}>
        {RETRY}
      </Button>
    );
    if (this.props.compact) return <Alert type="warning" showIcon title={messages.remoteUnavailable} action={retry} />;
    return (
      <Suspense fallback={null}>
        <Result status="warning" title={messages.remoteUnavailable} extra={retry} />
      </Suspense>
    );
  }
}

// One lazy component per remote module and attempt: React caches a rejected lazy component,
// so a retry needs a new one, while re-renders must keep the same one.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each remote module has its own props
const lazyModules = new Map<string, LazyExoticComponent<ComponentType<any>>>();

function lazyModule<P extends object>(remote: RemoteName, exposed: string, attempt: number) {
  const key = `${remote}/${exposed}#${attempt}`;
  let module = lazyModules.get(key);
  if (!module) {
    module = lazy(async () => {
      if (!loader) throw new Error('No remote loader registered (setRemoteLoader)');
      return loader.load<{ default: ComponentType<P> }>(remote, exposed);
    });
    lazyModules.set(key, module);
  }
  return module as LazyExoticComponent<ComponentType<P>>;
}

/** An exposed module (checked against contracts' RemoteExposes) and how it is shown. */
export type RemoteModuleProps = RemoteModuleRef & {
  /** A widget inside a page: no full-screen loading, a small fallback. */
  compact?: boolean;
};

export function RemoteModule({ remote, exposed, props, compact = false }: RemoteModuleProps) {
  const [attempt, setAttempt] = useState(0);
  const Module = lazyModule<object>(remote, exposed, attempt);
  const retry = () => {
    loader?.reset(remote);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteBoundary key={attempt} onRetry={retry} compact={compact}>
      <Suspense fallback={compact ? null : <LoadingOverlay />}>
        {/* lazyModule keeps one component per key, so its identity is stable across renders. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Module {...(props ?? {})} />
      </Suspense>
    </RemoteBoundary>
  );
}
