// /convite?t=: the invitation's one-time link (docs/people-and-files.md#invitations). The link is
// asked about as the page opens, so one that ran out, was revoked or was used is said before anyone
// types; a usable one greets the person by name and company and takes their own password.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button, Flex, Form, Input, Result, Spin, Typography } from 'antd';
import {
  invitationAcceptSchema,
  invitationMessages,
  type InvitationAcceptInput,
  type InvitationPreview,
} from '@formbuilder/contracts';
import { api, ApiError, errorMessage, FormField } from '@formbuilder/shared-ui/start';
import { text } from '../../text';
import { AuthCard } from './auth-card';

type LinkState = { kind: 'checking' } | { kind: 'usable'; preview: InvitationPreview | null } | { kind: 'unusable' };

export function InvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [link, setLink] = useState<LinkState>(token ? { kind: 'checking' } : { kind: 'unusable' });
  useEffect(() => {
    if (!token) return;
    let current = true;
    api.post<InvitationPreview>('/invitations/check', { token }).then(
      ({ data }) => current && setLink({ kind: 'usable', preview: data }),
      // Only a refusal condemns the link; a server that does not answer leaves the form to try.
      (error: unknown) =>
        current &&
        setLink(
          error instanceof ApiError && error.status === 400 ? { kind: 'unusable' } : { kind: 'usable', preview: null },
        ),
    );
    return () => {
      current = false;
    };
  }, [token]);
  const { control, handleSubmit, formState } = useForm<InvitationAcceptInput>({
    resolver: zodResolver(invitationAcceptSchema),
    defaultValues: { token, password: '', passwordConfirm: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setFailure(undefined);
    try {
      await api.post('/invitations/accept', input);
      setDone(true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length === 0) {
        setLink({ kind: 'unusable' });
      } else setFailure(errorMessage(error, text.invitation.failed));
    }
  });

  return (
    <AuthCard title={text.invitation.title}>
      {done ? (
        <Result
          status="success"
          title={invitationMessages.accepted}
          extra={
            <Link to="/login">
              <Button type="primary">{text.reset.toLogin}</Button>
            </Link>
          }
        />
      ) : link.kind === 'checking' ? (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin description={text.invitation.checking} />
        </Flex>
      ) : link.kind === 'unusable' || formState.errors.token ? (
        <Alert type="error" showIcon title={text.invitation.unusableTitle} description={invitationMessages.unusable} />
      ) : (
        <Form layout="vertical" onSubmitCapture={onSubmit} noValidate>
          {link.preview && (
            <Typography.Paragraph>
              {text.invitation.greeting(link.preview.name, link.preview.companyName)}
              <br />
              <Typography.Text type="secondary">{text.invitation.signInWith(link.preview.email)}</Typography.Text>
            </Typography.Paragraph>
          )}
          {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
          <FormField control={control} name="password" label={text.invitation.password} deps={['passwordConfirm']}>
            {(field) => <Input.Password {...field} autoComplete="new-password" size="large" />}
          </FormField>
          <FormField control={control} name="passwordConfirm" label={text.invitation.passwordConfirm}>
            {(field) => <Input.Password {...field} autoComplete="new-password" size="large" />}
          </FormField>
          <Button type="primary" htmlType="submit" size="large" block loading={formState.isSubmitting}>
            {text.invitation.submit}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
