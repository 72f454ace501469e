import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { defaultLogo } from '@formbuilder/shared-ui';
import './auth-pages.css';

/** The centred card of the public auth pages (login, forgotten and new password). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="fb-auth">
      <Card className="fb-auth__card">
        <img className="fb-auth__logo" src={defaultLogo} alt="Logo" />
        <Typography.Title level={1} className="fb-auth__title">
          {title}
        </Typography.Title>
        {children}
      </Card>
    </main>
  );
}
