import { App } from 'antd';
import { ALERT_SECONDS } from '@formbuilder/contracts';

// The duration is a product rule, so it lives in contracts; re-exported here as before.
export { ALERT_SECONDS };

/** Transient success and error alerts (docs/product.md#feedback). */
export function useAlert() {
  const { message } = App.useApp();
  return {
    success: (content: string) => message.success({ content, duration: ALERT_SECONDS }),
    error: (content: string) => message.error({ content, duration: ALERT_SECONDS }),
  };
}
