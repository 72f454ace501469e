import { App } from 'antd';

/** docs/product.md#limits: an alert stays about 3 s. */
export const ALERT_SECONDS = 3;

/** Transient success and error alerts (docs/product.md#feedback). */
export function useAlert() {
  const { message } = App.useApp();
  return {
    success: (content: string) => message.success({ content, duration: ALERT_SECONDS }),
    error: (content: string) => message.error({ content, duration: ALERT_SECONDS }),
  };
}
