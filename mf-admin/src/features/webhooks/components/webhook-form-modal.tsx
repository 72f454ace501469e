// A new webhook: address, description and events (contracts' webhookCreateSchema checks them; the
// server also refuses internal addresses, its message shows under the address).
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Form, Input, Modal } from 'antd';
import {
  WEBHOOK_EVENT_TYPES,
  webhookCreateSchema,
  webhookEventLabels,
  webhookMessages,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
} from '@formbuilder/contracts';
import { errorMessage, FormActions, FormField, showServerErrors, useAlert } from '@formbuilder/shared-ui';
import { text } from '../../../text';
import { createWebhook } from '../api/webhooks-api';

interface Values {
  url: string;
  description: string;
  events: WebhookEventType[];
}

const resolver = zodResolver(webhookCreateSchema) as unknown as Resolver<Values>;
const fieldNames: Path<Values>[] = ['url', 'description', 'events'];

export interface WebhookFormModalProps {
  open: boolean;
  onClose: () => void;
  onCreated: (created: WebhookEndpointWithSecret) => void;
}

export function WebhookFormModal({ open, onClose, onCreated }: WebhookFormModalProps) {
  return (
    <Modal open={open} title={text.webhooks.newTitle} onCancel={onClose} footer={null} destroyOnHidden width={560}>
      {open && <WebhookForm onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

function WebhookForm({ onClose, onCreated }: Omit<WebhookFormModalProps, 'open'>) {
  const alert = useAlert();
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    resolver,
    defaultValues: { url: '', description: '', events: ['submission.created'] },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const created = await createWebhook({ ...values, formIds: [], enabled: true });
      alert.success(webhookMessages.created);
      onCreated(created);
    } catch (error) {
      // Said once: on the field it concerns (a private address), in the alert only otherwise.
      showServerErrors(error, {
        setError,
        names: fieldNames,
        alert: alert.error,
        message: errorMessage(error, text.webhooks.saveFailed),
        alertWhen: 'unmatched',
      });
    }
  });

  return (
    <Form layout="vertical" onSubmitCapture={onSubmit} noValidate>
      <FormField control={control} name="url" label={text.webhooks.url} extra={text.webhooks.urlHint}>
        {(field) => <Input {...field} type="url" inputMode="url" placeholder="https://" autoComplete="off" />}
      </FormField>
      <FormField control={control} name="description" label={text.webhooks.description}>
        {(field) => <Input {...field} autoComplete="off" />}
      </FormField>
      <FormField control={control} name="events" label={text.webhooks.events}>
        {({ value, onChange }) => (
          <div role="group" aria-label={text.webhooks.events}>
            <Checkbox.Group
              value={value as WebhookEventType[]}
              onChange={(next) => onChange(next)}
              options={WEBHOOK_EVENT_TYPES.map((type) => ({
                value: type,
                label: `${webhookEventLabels[type]} (${type})`,
              }))}
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            />
          </div>
        )}
      </FormField>
      <FormActions
        cancelLabel={text.webhooks.cancel}
        onCancel={onClose}
        submitLabel={text.webhooks.save}
        submitting={formState.isSubmitting}
      />
    </Form>
  );
}
