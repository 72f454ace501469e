// Renders a module a remote exposes (an area's routes, or a widget such as a modal) in place, with a
// fallback and retry when it cannot load; the rest of the shell keeps working.
import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { Alert, Button, Result } from 'antd';
import { messages, type RemoteName } from '@formbuilder/contracts';
import { LoadingOverlay } from '@formbuilder/shared-ui';
import { text } from '../text';
import { loadRemoteModule, resetRemote } from './remotes';

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
    console.warn('[federation] area failed', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const retry = (
      <Button type="primary" onClick={this.props.onRetry}>
        {text.errors.retry}
      </Button>
    );
    if (this.props.compact) return <Alert type="warning" showIcon title={messages.remoteUnavailable} action={retry} />;
    return <Result status="warning" title={messages.remoteUnavailable} extra={retry} />;
  }
}

// One lazy component per remote module and attempt: React caches a rejected lazy component,
// so a retry needs a new one, while re-renders must keep the same one.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each remote module has its own props
const lazyAreas = new Map<string, LazyExoticComponent<ComponentType<any>>>();

function lazyArea<P extends object>(remote: RemoteName, exposed: string, attempt: number) {
  const key = `${remote}/${exposed}#${attempt}`;
  let area = lazyAreas.get(key);
  if (!area) {
    area = lazy(() => loadRemoteModule<{ default: ComponentType<P> }>(remote, exposed));
    lazyAreas.set(key, area);
  }
  return area as LazyExoticComponent<ComponentType<P>>;
}

interface RemoteAreaProps<P> {
  remote: RemoteName;
  exposed: string;
  /** Props for an exposed widget; areas take none. */
  props?: P;
  /** A widget inside a page: no full-screen loading, a small fallback. */
  compact?: boolean;
}

export function RemoteArea<P extends object>({ remote, exposed, props, compact = false }: RemoteAreaProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const Area = lazyArea<P>(remote, exposed, attempt);
  const retry = () => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteBoundary key={attempt} onRetry={retry} compact={compact}>
      <Suspense fallback={compact ? null : <LoadingOverlay />}>
        {/* lazyArea keeps one component per key, so its identity is stable across renders. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Area {...(props ?? ({} as P))} />
      </Suspense>
    </RemoteBoundary>
  );
}
