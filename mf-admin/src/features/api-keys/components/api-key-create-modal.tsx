// "Nova chave de API": name and scopes; once created, the key is shown this one time with a copy
// button and a warning that it will not be shown again.
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Flex, Form, Input, Modal, Typography } from 'antd';
import {
  apiKeyCreateSchema,
  apiKeyMessages,
  apiKeyScopeLabels,
  apiKeyScopes,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@formbuilder/contracts';
import { CopyButton, errorMessage, FormActions, FormField, showServerErrors, useAlert } from '@formbuilder/shared-ui';
import { text } from '../../../text';
import { createApiKey } from '../api/api-keys-api';

interface Values {
  name: string;
  scopes: ApiKeyScope[];
}

const resolver = zodResolver(apiKeyCreateSchema) as unknown as Resolver<Values>;
const scopeOptions = apiKeyScopes.map((scope) => ({ value: scope, label: `${apiKeyScopeLabels[scope]} (${scope})` }));

export interface ApiKeyCreateModalProps {
  open: boolean;
  onClose: () => void;
  onCreated: (created: CreatedApiKey) => void;
}

export function ApiKeyCreateModal({ open, onClose, onCreated }: ApiKeyCreateModalProps) {
  const [created, setCreated] = useState<CreatedApiKey | undefined>(undefined);
  const close = () => {
    setCreated(undefined);
    onClose();
  };
  return (
    <Modal
      open={open}
      title={created ? text.apiKeys.createdTitle : text.apiKeys.newTitle}
      onCancel={close}
      footer={null}
      destroyOnHidden
      maskClosable={!created}
      width={560}
    >
      {open && !created && (
        <ApiKeyForm
          onClose={close}
          onCreated={(key) => {
            setCreated(key);
            onCreated(key);
          }}
        />
      )}
      {open && created && <CreatedKey created={created} onClose={close} />}
    </Modal>
  );
}

function ApiKeyForm({ onClose, onCreated }: { onClose: () => void; onCreated: (created: CreatedApiKey) => void }) {
  const alert = useAlert();
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    resolver,
    defaultValues: { name: '', scopes: [] },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const created = await createApiKey(values);
      alert.success(apiKeyMessages.created);
      onCreated(created);
    } catch (error) {
      // Said once: on the field it concerns, in the alert only otherwise.
      showServerErrors(error, {
        setError,
        names: ['name', 'scopes'],
        alert: alert.error,
        message: errorMessage(error, text.apiKeys.createFailed),
        alertWhen: 'unmatched',
      });
    }
  });

  return (
    <Form layout="vertical" onSubmitCapture={onSubmit} noValidate>
      <FormField control={control} name="name" label={text.apiKeys.name}>
        {(field) => <Input {...field} autoComplete="off" placeholder={text.apiKeys.namePlaceholder} />}
      </FormField>
      <FormField control={control} name="scopes" label={text.apiKeys.scopes}>
        {(field) => (
          <Checkbox.Group<ApiKeyScope>
            aria-label={text.apiKeys.scopes}
            role="group"
            value={field.value as ApiKeyScope[]}
            onChange={(value) => field.onChange(value)}
            options={scopeOptions}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          />
        )}
      </FormField>
      <FormActions
        cancelLabel={text.apiKeys.cancel}
        onCancel={onClose}
        submitLabel={text.apiKeys.create}
        submitting={formState.isSubmitting}
      />
    </Form>
  );
}

function CreatedKey({ created, onClose }: { created: CreatedApiKey; onClose: () => void }) {
  return (
    <Flex vertical gap={16}>
      <Alert type="warning" showIcon title={apiKeyMessages.shownOnce} />
      <Typography.Text strong>{created.name}</Typography.Text>
      <Input.TextArea
        aria-label={text.apiKeys.keyLabel}
        value={created.key}
        readOnly
        autoSize
        data-testid="api-key-secret"
        style={{ fontFamily: 'monospace' }}
        onFocus={(event) => event.target.select()}
      />
      <Flex gap={8} justify="flex-end">
        <CopyButton value={created.key} label={text.apiKeys.copy} copied={apiKeyMessages.copied} />
        <Button type="primary" onClick={onClose}>
          {text.apiKeys.done}
        </Button>
      </Flex>
    </Flex>
  );
}
