import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button, Flex, Form, Input, Result, Spin } from 'antd';
import { messages, resetPasswordSchema, type ResetPasswordInput } from '@formbuilder/contracts';
import { api, ApiError, FormField } from '@formbuilder/shared-ui/start';
import { text } from '../../text';
import { AuthCard } from './auth-card';

type LinkState = 'checking' | 'usable' | 'unusable';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const [done, setDone] = useState(false);
  const [failed, setFailed] = useState(false);
  // The link is asked about as the page opens, so a spent or expired one is said before anyone types.
  const [link, setLink] = useState<LinkState>(token ? 'checking' : 'unusable');
  useEffect(() => {
    if (!token) return;
    let current = true;
    api.post('/auth/reset-password/check', { token }).then(
      () => current && setLink('usable'),
      // Only a refusal condemns the link; a server that does not answer leaves the form to try.
      (error: unknown) => current && setLink(error instanceof ApiError && error.status === 400 ? 'unusable' : 'usable'),
    );
    return () => {
      current = false;
    };
  }, [token]);
  const { control, handleSubmit, formState } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '', passwordConfirm: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setFailed(false);
    try {
      await api.post('/auth/reset-password', input);
      setDone(true);
    } catch {
      setFailed(true);
    }
  });

  return (
    <AuthCard title={text.reset.title}>
      {done ? (
        <Result
          status="success"
          title={messages.passwordChanged}
          extra={
            <Link to="/login">
              <Button type="primary">{text.reset.toLogin}</Button>
            </Link>
          }
        />
      ) : link === 'checking' ? (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin description={text.reset.checking} />
        </Flex>
      ) : link === 'unusable' || failed || formState.errors.token ? (
        <Flex vertical gap={16}>
          <Alert type="error" showIcon title={messages.resetFailed} description={text.reset.linkUnusable} />
          <Link to="/forgot-pass">
            <Button type="primary" size="large" block>
              {text.reset.newLink}
            </Button>
          </Link>
        </Flex>
      ) : (
        <Form layout="vertical" onSubmitCapture={onSubmit} noValidate>
          <FormField control={control} name="password" label={text.reset.password} deps={['passwordConfirm']}>
            {(field) => <Input.Password {...field} autoComplete="new-password" size="large" />}
          </FormField>
          <FormField control={control} name="passwordConfirm" label={text.reset.passwordConfirm}>
            {(field) => <Input.Password {...field} autoComplete="new-password" size="large" />}
          </FormField>
          <Button type="primary" htmlType="submit" size="large" block loading={formState.isSubmitting}>
            {text.reset.submit}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
