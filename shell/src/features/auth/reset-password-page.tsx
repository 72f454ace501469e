import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button, Form, Input, Result } from 'antd';
import { messages, resetPasswordSchema, type ResetPasswordInput } from '@formbuilder/contracts';
import { api, FormField } from '@formbuilder/shared-ui/start';
import { text } from '../../text';
import { AuthCard } from './auth-card';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const [done, setDone] = useState(false);
  const [failed, setFailed] = useState(false);
  const { control, handleSubmit, formState } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token: params.get('t') ?? '', password: '', passwordConfirm: '' },
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
      ) : (
        <Form layout="vertical" onSubmitCapture={onSubmit} noValidate>
          {(failed || formState.errors.token) && (
            <Alert type="error" showIcon title={messages.resetFailed} style={{ marginBottom: 16 }} />
          )}
          <FormField control={control} name="password" label={text.reset.password}>
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
