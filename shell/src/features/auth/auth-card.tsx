import type { ReactNode } from 'react';
import { theme, Typography } from 'antd';
import { defaultLogo, useDocumentTitle } from '@formbuilder/shared-ui/start';
import './auth-pages.css';

/**
 * The centred card of the public auth pages (login, forgotten and new password). It is drawn with the
 * theme's tokens, exactly as antd's Card draws a plain card: antd's Card brings tabs, skeleton and
 * menu code the first page of a visit does not need (docs/architecture.md).
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  useDocumentTitle(title);
  return (
    <main className="fb-auth">
      <div
        className="fb-auth__card"
        style={{
          background: token.colorBgContainer,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          color: token.colorText,
          fontFamily: token.fontFamily,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
        }}
      >
        <div className="fb-auth__card-body" style={{ padding: token.paddingLG, borderRadius: token.borderRadiusLG }}>
          <img className="fb-auth__logo" src={defaultLogo} alt="Logo" />
          <Typography.Title level={1} className="fb-auth__title">
            {title}
          </Typography.Title>
          {children}
        </div>
      </div>
    </main>
  );
}
