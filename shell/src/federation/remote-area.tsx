// Renders one remote's exposed routes in place, with a fallback and retry when it cannot load.
import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { Button, Result } from 'antd';
import { messages, type RemoteName } from '@formbuilder/contracts';
import { LoadingOverlay } from '@formbuilder/shared-ui';
import { text } from '../text';
import { loadRemoteModule, resetRemote } from './remotes';

interface BoundaryProps {
  onRetry: () => void;
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
    return (
      <Result
        status="warning"
        title={messages.remoteUnavailable}
        extra={
          <Button type="primary" onClick={this.props.onRetry}>
            {text.errors.retry}
          </Button>
        }
      />
    );
  }
}

// One lazy component per remote module and attempt: React caches a rejected lazy component,
// so a retry needs a new one, while re-renders must keep the same one.
const lazyAreas = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyArea(remote: RemoteName, exposed: string, attempt: number) {
  const key = `${remote}/${exposed}#${attempt}`;
  let area = lazyAreas.get(key);
  if (!area) {
    area = lazy(() => loadRemoteModule<{ default: ComponentType }>(remote, exposed));
    lazyAreas.set(key, area);
  }
  return area;
}

export function RemoteArea({ remote, exposed }: { remote: RemoteName; exposed: string }) {
  const [attempt, setAttempt] = useState(0);
  const Area = lazyArea(remote, exposed, attempt);
  const retry = () => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<LoadingOverlay />}>
        {/* lazyArea keeps one component per key, so its identity is stable across renders. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Area />
      </Suspense>
    </RemoteBoundary>
  );
}
