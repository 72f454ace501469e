import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { App, Button, Form, Input } from 'antd';
import { loginSchema, messages, type LoginInput } from '@formbuilder/contracts';
import { errorMessage, FormField, login, useAuthStore, useSiteLinks } from '@formbuilder/shared-ui/start';
import { text } from '../../text';
import { afterLoginPath } from './redirect';
import { AuthCard } from './auth-card';

export function LoginPage() {
  const role = useAuthStore((s) => (s.status === 'authenticated' ? s.user?.role : undefined));
  const signUpUrl = useSiteLinks((links) => links.signUp);
  const [params] = useSearchParams();
  const { message } = App.useApp();
  const { control, handleSubmit, formState } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  // One way out of this page, for a fresh login and for a visitor already signed in alike: the
  // redirect asked for, else the role's home (a second navigation here used to race the first).
  if (role) return <Navigate to={afterLoginPath(params.get('redirect'), role)} replace />;

  const onSubmit = handleSubmit(async (input) => {
    try {
      await login(input);
    } catch (error) {
      message.error(errorMessage(error, messages.loginFailed));
    }
  });

  return (
    <AuthCard title={text.login.title}>
      <Form layout="vertical" onSubmitCapture={onSubmit} noValidate>
        <FormField control={control} name="email" label={text.login.email}>
          {(field) => <Input {...field} type="email" autoComplete="username" size="large" />}
        </FormField>
        <FormField control={control} name="password" label={text.login.password}>
          {(field) => <Input.Password {...field} autoComplete="current-password" size="large" />}
        </FormField>
        <Button type="primary" htmlType="submit" size="large" block loading={formState.isSubmitting}>
          {text.login.submit}
        </Button>
      </Form>
      <div className="fb-auth__links">
        {signUpUrl && (
          <Button href={signUpUrl} target="_blank" rel="noopener noreferrer" block>
            {text.login.createAccount}
          </Button>
        )}
        <Link to="/forgot-pass" className="ant-btn ant-btn-link ant-btn-block">
          {text.login.forgotPassword}
        </Link>
      </div>
    </AuthCard>
  );
}
