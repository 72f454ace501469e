// The frame of every staff page: header (logo, title, optional action), loading overlay, content.
import type { ReactNode } from 'react';
import { Button, Spin, Typography } from 'antd';
import defaultLogo from '../assets/logo.svg';
import { useCurrentUser } from '@formbuilder/platform';
import { useDocumentTitle } from './document-title';
import './layout.css';

export interface PageAction {
  label: string;
  icon?: ReactNode;
  onClick: () => void;
  disabled?: boolean;
}

export interface PageProps {
  title: string;
  /**
   * The browser tab's title before the product's name: [screen, object], e.g. ['Respostas', 'Pesquisa NPS'].
   * Default: the page's title alone.
   */
  documentTitle?: (string | undefined)[];
  action?: PageAction;
  /** Shows the loading overlay over the page. */
  loading?: boolean;
  children?: ReactNode;
}

export function Page({ title, documentTitle, action, loading = false, children }: PageProps) {
  const logo = useCurrentUser()?.company?.logo ?? defaultLogo;
  useDocumentTitle(...(documentTitle ?? [title]));
  return (
    <div className="fb-page">
      <header className="fb-header">
        <img className="fb-header__logo" src={logo} alt="Logo" />
        <Typography.Title level={1} className="fb-header__title">
          {title}
        </Typography.Title>
        {action && (
          <Button type="primary" icon={action.icon} onClick={action.onClick} disabled={action.disabled}>
            {action.label}
          </Button>
        )}
      </header>
      <main className="fb-content">
        <Spin spinning={loading} size="large" description="Carregando...">
          {children}
        </Spin>
      </main>
    </div>
  );
}
