// The company's settings in one place (docs/product.md#company-settings): a MANAGER's 'Empresa' menu
// entry opens them, and every one of their screens starts with this list of links between them. The
// first three are the shell's (the company form, one section each); the others are mf-admin's.
import { Link, useLocation } from 'react-router-dom';
import './company-settings-nav.css';

export const companySettingsSections = [
  { path: '/empresa/dados', label: 'Dados' },
  { path: '/empresa/marca', label: 'Marca' },
  { path: '/empresa/privacidade', label: 'Privacidade' },
  { path: '/webhooks', label: 'Webhooks' },
  { path: '/api-keys', label: 'Chaves de API' },
  { path: '/auditoria', label: 'Auditoria' },
] as const;

export type CompanySettingsPath = (typeof companySettingsSections)[number]['path'];

/** Where the 'Empresa' entry leads, and every path it stands for. */
export const COMPANY_SETTINGS_HOME: CompanySettingsPath = '/empresa/dados';
export const companySettingsPaths: string[] = ['/empresa', ...companySettingsSections.map((section) => section.path)];

export const COMPANY_SETTINGS_LABEL = 'Configurações da empresa';

export function CompanySettingsNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label={COMPANY_SETTINGS_LABEL} className="fb-company-nav">
      <ul className="fb-company-nav__list">
        {companySettingsSections.map((section) => {
          const current = pathname === section.path || pathname.startsWith(`${section.path}/`);
          return (
            <li key={section.path}>
              <Link
                to={section.path}
                className={current ? 'fb-company-nav__link active' : 'fb-company-nav__link'}
                aria-current={current ? 'page' : undefined}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
