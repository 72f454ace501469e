import { Spin } from 'antd';

/** Full-screen loading state, e.g. while the session is refreshed on start-up. */
export function LoadingOverlay({ label = 'Carregando...' }: { label?: string }) {
  return <Spin fullscreen size="large" description={label} />;
}
