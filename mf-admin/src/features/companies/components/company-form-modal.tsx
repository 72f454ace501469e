// The company form (new or edit) in a modal. The shell embeds it too (federation expose
// './CompanyFormModal', props declared in contracts' RemoteExposes): `managerMode` hides what only an
// ADMIN sets (limits, notifications, delete). The privacy notice (text, policy link, required
// acknowledgement) and the sites that may embed the forms are the ADMIN's and the MANAGER's. `inline`
// with `sections` puts one part of the form in the page instead: the company settings' Dados, Marca and
// Privacidade screens (the embedding sites are with Privacidade: who may frame the public forms).
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button, ColorPicker, Flex, Form, Image, Input, InputNumber, Modal, Space, Switch, Typography } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import {
  companyFormSchema,
  DEFAULT_COMPANY_COLOR,
  fileMessages,
  HEX_COLOR_PATTERN,
  IMAGE_ACCEPT,
  isRasterImageType,
  MAX_UPLOAD_BYTES,
  messages,
  PRIVACY_NOTICE_MAX,
  PRIVACY_POLICY_URL_MAX,
  RETENTION_DAYS_MAX,
  type Company,
  type CompanyCreateInput,
  type CompanyFormModalProps,
  type CompanyFormSection,
} from '@formbuilder/contracts';
import { errorMessage, FormField, showServerErrors, useAlert, useConfirm } from '@formbuilder/shared-ui';
import { text } from '../../../text';
import { createCompany, deleteCompany, updateCompany } from '../api/companies-api';

export type { CompanyFormModalProps };

type Values = CompanyCreateInput;

/** The colour typed so far when it is a full hex colour, else the default one. */
const swatch = (value: unknown) =>
  HEX_COLOR_PATTERN.test(String(value ?? '')) ? String(value) : DEFAULT_COMPANY_COLOR;
const swatchStyle = {
  display: 'block',
  width: 18,
  height: 18,
  borderRadius: 4,
  boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.15)',
};

function valuesOf(company: Company | null | undefined): Values {
  return {
    name: company?.name ?? '',
    formsLimit: company?.formsLimit ?? 1,
    usersLimit: company?.usersLimit ?? 1,
    allowEmail: company?.allowEmail ?? false,
    allowSMS: company?.allowSMS ?? false,
    allowWhatsapp: company?.allowWhatsapp ?? false,
    messagesLimit: company?.messagesLimit ?? null,
    color: company?.color ?? DEFAULT_COMPANY_COLOR,
    privacyNotice: company?.privacyNotice ?? '',
    privacyPolicyUrl: company?.privacyPolicyUrl ?? '',
    privacyAckRequired: company?.privacyAckRequired ?? false,
    retentionDays: company?.retentionDays ?? null,
    embedOrigins: company?.embedOrigins ?? [],
  };
}

const formKeys = Object.keys(valuesOf(null)) as Array<keyof Values>;

/** Which logo the form holds: the company's own, a removal, or a chosen file with its preview URL. */
type LogoChoice = { kind: 'kept' } | { kind: 'removed' } | { kind: 'chosen'; file: File; url: string };

const allSections: readonly CompanyFormSection[] = ['dados', 'marca', 'privacidade'];

export function CompanyFormModal({ open, company, onClose, inline = false, ...rest }: CompanyFormModalProps) {
  if (inline) {
    return open ? <CompanyForm company={company} onClose={onClose} inline {...rest} /> : null;
  }
  return (
    <Modal
      open={open}
      title={company ? text.companyForm.editTitle : text.companyForm.newTitle}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={560}
    >
      {/* Mounted afresh on every opening, so the form starts from the company given. */}
      {open && <CompanyForm company={company} onClose={onClose} {...rest} />}
    </Modal>
  );
}

function CompanyForm({
  company,
  onClose,
  onSaved,
  onDeleted,
  managerMode = false,
  inline = false,
  sections = allSections,
}: Omit<CompanyFormModalProps, 'open'>) {
  const shows = (section: CompanyFormSection) => sections.includes(section);
  const alert = useAlert();
  const confirm = useConfirm();
  const editing = Boolean(company);
  const { control, handleSubmit, setError, formState, reset } = useForm<
    z.input<typeof companyFormSchema>,
    unknown,
    Values
  >({
    resolver: zodResolver(companyFormSchema),
    defaultValues: valuesOf(company),
  });
  const [logoChoice, setLogoChoice] = useState<LogoChoice>({ kind: 'kept' });
  const [logoError, setLogoError] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const logoInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (logoChoice.kind !== 'chosen') return;
    return () => URL.revokeObjectURL(logoChoice.url);
  }, [logoChoice]);

  const preview =
    logoChoice.kind === 'chosen' ? logoChoice.url : logoChoice.kind === 'kept' ? (company?.logo ?? null) : null;
  const logo = logoChoice.kind === 'chosen' ? logoChoice.file : logoChoice.kind === 'removed' ? null : undefined;

  const onLogo = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isRasterImageType(file.type)) return setLogoError(fileMessages.imageRequired);
    if (file.size > MAX_UPLOAD_BYTES) return setLogoError(fileMessages.tooLarge);
    setLogoError(undefined);
    setLogoChoice({ kind: 'chosen', file, url: URL.createObjectURL(file) });
  };

  const onSubmit = handleSubmit(async (fields) => {
    try {
      const saved = company ? await updateCompany(company.id, { fields, logo }) : await createCompany({ fields, logo });
      alert.success(editing ? messages.companyUpdated : messages.companyCreated);
      onSaved?.(saved);
      // In the page the form stays, holding what was saved; a modal closes.
      if (inline) {
        reset(valuesOf(saved));
        setLogoChoice({ kind: 'kept' });
      } else onClose();
    } catch (error) {
      const unmatched = showServerErrors(error, {
        setError,
        names: formKeys,
        alert: alert.error,
        message: errorMessage(error, text.companyForm.saveFailed),
      });
      if (unmatched.logo) setLogoError(unmatched.logo);
    }
  });

  const onDelete = async () => {
    if (!company) return;
    const ok = await confirm({
      title: text.companyForm.deleteTitle,
      content: messages.companyDeleteWarning,
      okText: text.companyForm.deleteOk,
      danger: true,
    });
    if (!ok) return;
    setDeleting(true);
    try {
      await deleteCompany(company.id);
      alert.success(messages.companyDeleted);
      onDeleted?.(company.id);
      onClose();
    } catch (error) {
      alert.error(errorMessage(error, text.companyForm.deleteFailed));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Form layout="vertical" onSubmitCapture={onSubmit} noValidate>
      {shows('dados') && (
        <FormField control={control} name="name" label={text.companyForm.name}>
          {(field) => <Input {...field} value={String(field.value ?? '')} autoComplete="organization" />}
        </FormField>
      )}
      {shows('dados') && !managerMode && (
        <Flex gap={12} wrap>
          {(['formsLimit', 'usersLimit'] as const).map((name) => (
            <div key={name} style={{ flex: '1 1 140px' }}>
              <FormField control={control} name={name} label={text.companyForm[name]}>
                {(field) => (
                  <InputNumber
                    {...field}
                    value={field.value as number | null}
                    min={1}
                    precision={0}
                    style={{ width: '100%' }}
                  />
                )}
              </FormField>
            </div>
          ))}
        </Flex>
      )}
      {shows('dados') && !managerMode && (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          {/* antd greys a bare legend out, as if the switches under it were disabled. */}
          <legend style={{ fontSize: 14, marginBottom: 8, border: 0, color: 'inherit' }}>
            {text.companyForm.notifications}
          </legend>
          <Flex gap={24} wrap>
            {(['allowEmail', 'allowSMS', 'allowWhatsapp'] as const).map((name) => (
              <FormField key={name} control={control} name={name} label={text.companyForm[name]}>
                {({ value, onChange, ref, id }) => (
                  <Switch id={id} ref={ref} checked={Boolean(value)} onChange={onChange} />
                )}
              </FormField>
            ))}
          </Flex>
          <FormField
            control={control}
            name="messagesLimit"
            label={text.companyForm.messagesLimit}
            extra={text.companyForm.messagesLimitHint}
          >
            {(field) => (
              <InputNumber
                {...field}
                value={field.value as number | null}
                min={0}
                precision={0}
                placeholder={text.companyForm.noMessagesLimit}
                style={{ width: '100%' }}
              />
            )}
          </FormField>
        </fieldset>
      )}
      {shows('marca') && (
        <>
          <FormField control={control} name="color" label={text.companyForm.color}>
            {(field) => (
              <Space.Compact style={{ width: '100%' }}>
                {/* A real button as the trigger: antd's own is a div, unnamed for assistive technology and out of reach by keyboard. */}
                <ColorPicker
                  value={swatch(field.value)}
                  disabledAlpha
                  onChangeComplete={(color) => field.onChange(color.toHexString().toUpperCase())}
                >
                  <Button
                    aria-label={text.companyForm.colorPicker}
                    icon={<span aria-hidden style={{ ...swatchStyle, background: swatch(field.value) }} />}
                  />
                </ColorPicker>
                <Input {...field} value={String(field.value ?? '')} maxLength={7} placeholder="#FF0000" />
              </Space.Compact>
            )}
          </FormField>
          <Form.Item
            label={text.companyForm.logo}
            htmlFor="company-logo"
            validateStatus={logoError ? 'error' : undefined}
            help={logoError}
          >
            <Flex gap={12} align="center" wrap>
              {preview && (
                <Image
                  src={preview}
                  alt={text.companyForm.logoPreview}
                  width={64}
                  height={64}
                  style={{ objectFit: 'contain', border: '1px solid #e5e7eb', borderRadius: 8 }}
                  preview={false}
                />
              )}
              {/* The browser's own file button would speak its own language; ours opens the same chooser. */}
              <input
                ref={logoInput}
                id="company-logo"
                type="file"
                accept={IMAGE_ACCEPT}
                onChange={onLogo}
                style={{ display: 'none' }}
              />
              <Button icon={<UploadOutlined />} onClick={() => logoInput.current?.click()}>
                {preview ? text.companyForm.replaceLogo : text.companyForm.chooseLogo}
              </Button>
              {preview && (
                <Button size="small" icon={<DeleteOutlined />} onClick={() => setLogoChoice({ kind: 'removed' })}>
                  {text.companyForm.removeLogo}
                </Button>
              )}
            </Flex>
          </Form.Item>
        </>
      )}
      {shows('privacidade') && (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontSize: 14, marginBottom: 4, border: 0, color: 'inherit', fontWeight: 600 }}>
            {text.companyForm.privacy}
          </legend>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {text.companyForm.privacyHint}
          </Typography.Paragraph>
          <FormField control={control} name="privacyNotice" label={text.companyForm.privacyNotice}>
            {(field) => (
              <Input.TextArea
                {...field}
                value={String(field.value ?? '')}
                autoSize={{ minRows: 3, maxRows: 8 }}
                maxLength={PRIVACY_NOTICE_MAX}
                showCount
              />
            )}
          </FormField>
          <FormField control={control} name="privacyPolicyUrl" label={text.companyForm.privacyPolicyUrl}>
            {(field) => (
              <Input
                {...field}
                value={String(field.value ?? '')}
                type="url"
                inputMode="url"
                maxLength={PRIVACY_POLICY_URL_MAX}
                placeholder="https://"
              />
            )}
          </FormField>
          <FormField control={control} name="privacyAckRequired" label={text.companyForm.privacyAckRequired}>
            {({ value, onChange, ref, id }) => (
              <Switch id={id} ref={ref} checked={Boolean(value)} onChange={onChange} />
            )}
          </FormField>
          <FormField control={control} name="retentionDays" label={text.companyForm.retentionDays}>
            {(field) => (
              <InputNumber
                {...field}
                value={field.value as number | null}
                onChange={(next) => field.onChange(next ?? null)}
                min={1}
                max={RETENTION_DAYS_MAX}
                precision={0}
                placeholder={text.companyForm.retentionPlaceholder}
                style={{ width: '100%' }}
              />
            )}
          </FormField>
          <Typography.Paragraph type="secondary" style={{ marginTop: -8, marginBottom: 16 }}>
            {text.companyForm.retentionHint}
          </Typography.Paragraph>
        </fieldset>
      )}
      {shows('privacidade') && (
        <>
          {/* docs/forms-and-templates.md#embedding: one origin a line; none keeps the forms on this site only. */}
          <FormField control={control} name="embedOrigins" label={text.companyForm.embedOrigins}>
            {(field) => (
              <Input.TextArea
                id={field.id}
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                value={Array.isArray(field.value) ? field.value.join('\n') : ''}
                onChange={(event) => field.onChange(event.target.value.split('\n'))}
                rows={3}
                placeholder="https://www.suaempresa.com.br"
                spellCheck={false}
              />
            )}
          </FormField>
          <Typography.Paragraph type="secondary" style={{ marginTop: -8, marginBottom: 16 }}>
            {text.companyForm.embedOriginsHint}
          </Typography.Paragraph>
        </>
      )}
      <Flex gap={8} justify="space-between" wrap>
        {editing && !managerMode ? (
          <Button danger onClick={onDelete} loading={deleting}>
            {text.companyForm.delete}
          </Button>
        ) : (
          <Typography.Text />
        )}
        <Space>
          {!inline && <Button onClick={onClose}>{text.companyForm.cancel}</Button>}
          <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
            {text.companyForm.save}
          </Button>
        </Space>
      </Flex>
    </Form>
  );
}

export default CompanyFormModal;
