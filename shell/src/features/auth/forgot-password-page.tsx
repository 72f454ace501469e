import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { Button, Form, Input, Result, Typography } from 'antd';
import { forgotPasswordSchema, messages, type ForgotPasswordInput } from '@formbuilder/contracts';
import { api, FormField } from '@formbuilder/shared-ui/start';
import { text } from '../../text';
import { AuthCard } from './auth-card';

export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const { control, handleSubmit, formState } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await api.post('/auth/forgot-password', input);
    } catch {
      // docs/product.md#password-recovery: the answer is always the same, so it never tells whether an account exists.
    }
    setSent(true);
  });

  return (
    <AuthCard title={text.forgot.title}>
      {sent ? (
        <Result
          status="success"
          title={messages.forgotPasswordSent}
          subTitle={text.forgot.sentDetail}
          extra={
            <Link to="/login">
              <Button type="primary">{text.forgot.back}</Button>
            </Link>
          }
        />
      ) : (
        <Form layout="vertical" onSubmitCapture={onSubmit} noValidate>
          <Typography.Paragraph type="secondary">{text.forgot.intro}</Typography.Paragraph>
          <FormField control={control} name="email" label={text.forgot.email}>
            {(field) => <Input {...field} type="email" autoComplete="email" size="large" />}
          </FormField>
          <Button type="primary" htmlType="submit" size="large" block loading={formState.isSubmitting}>
            {text.forgot.submit}
          </Button>
          <Link to="/login" className="fb-auth__back">
            <Button block size="large" style={{ marginTop: 8 }}>
              {text.forgot.back}
            </Button>
          </Link>
        </Form>
      )}
    </AuthCard>
  );
}
