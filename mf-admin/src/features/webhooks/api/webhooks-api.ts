import type {
  Page,
  WebhookCreateInput,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
  WebhookReplayResult,
  WebhookUpdateInput,
} from '@formbuilder/contracts';
import { api } from '@formbuilder/shared-ui';

export const DELIVERIES_PER_PAGE = 20;

export async function listWebhooks(): Promise<Page<WebhookEndpoint>> {
  const { data } = await api.get<Page<WebhookEndpoint>>('/webhooks', { params: { perPage: 100 } });
  return data;
}

export async function createWebhook(input: WebhookCreateInput): Promise<WebhookEndpointWithSecret> {
  const { data } = await api.post<WebhookEndpointWithSecret>('/webhooks', input);
  return data;
}

export async function updateWebhook(id: string, input: WebhookUpdateInput): Promise<WebhookEndpoint> {
  const { data } = await api.patch<WebhookEndpoint>(`/webhooks/${id}`, input);
  return data;
}

export async function deleteWebhook(id: string): Promise<void> {
  await api.delete(`/webhooks/${id}`);
}

export async function rotateWebhookSecret(id: string): Promise<WebhookEndpointWithSecret> {
  const { data } = await api.post<WebhookEndpointWithSecret>(`/webhooks/${id}/rotate-secret`);
  return data;
}

export async function sendTestEvent(id: string): Promise<WebhookDelivery> {
  const { data } = await api.post<WebhookDelivery>(`/webhooks/${id}/test`);
  return data;
}

export async function listDeliveries(id: string, page = 1): Promise<Page<WebhookDelivery>> {
  const { data } = await api.get<Page<WebhookDelivery>>(`/webhooks/${id}/deliveries`, {
    params: { perPage: DELIVERIES_PER_PAGE, page },
  });
  return data;
}

export async function replayDelivery(deliveryId: string): Promise<WebhookDelivery> {
  const { data } = await api.post<WebhookDelivery>(`/webhooks/deliveries/${deliveryId}/replay`);
  return data;
}

export async function replayFailed(id: string): Promise<WebhookReplayResult> {
  const { data } = await api.post<WebhookReplayResult>(`/webhooks/${id}/replay-failed`);
  return data;
}
