import { Component, lazy, Suspense, type ReactNode } from 'react';

// Its own chunk: the first page does not carry the error pages' illustrations.
const ServerErrorPage = lazy(async () => ({ default: (await import('./error-pages')).ServerErrorPage }));

/** 'VOLTAR PARA A PÁGINA INICIAL' of the server-error page: a fresh start of the whole app at /. */
export function resetApp(): void {
  window.location.assign('/');
}

/** Last line of defence: an unexpected render error shows the server-error page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Suspense fallback={null}>
        <ServerErrorPage onReset={resetApp} />
      </Suspense>
    );
  }
}
