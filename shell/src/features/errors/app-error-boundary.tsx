import { Component, type ReactNode } from 'react';
import { ServerErrorPage } from './error-pages';

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
    return <ServerErrorPage onReset={resetApp} />;
  }
}
