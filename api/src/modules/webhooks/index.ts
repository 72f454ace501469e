// The public entry of the webhooks module: what the app and other modules may use. Other modules
// only ever see the outbox (WebhookOutbox.emit) and the SQL test of the submission fast path.
export {
  createOutbox,
  startDeliveryWorker,
  sweepDeliveries,
  DELIVER_QUEUE,
  DELIVERY_RETENTION_DAYS,
  DELIVERY_ATTEMPT_LEASE_SECONDS,
} from './delivery';
export type { DeliveryPolicy, WebhookEvent, WebhookOutbox } from './delivery';
export { endpointExists } from './repo';
export { webhooksRoutes } from './routes';
export { createWebhooksService, type WebhooksService } from './service';
export { isPublicAddress } from './addresses';
