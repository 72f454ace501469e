// The company's settings in one place (docs/product.md#company-settings): a MANAGER's 'Empresa' menu
// entry opens them, and every one of their screens starts with this list of links between them. The
// first three are the shell's (the company form, one section each); the others are mf-admin's.
import { Link, useLocation } from 'react-router-dom';
import { COMPANY_SETTINGS_LABEL, companySettingsSections } from './company-settings-paths';
import './company-settings-nav.css';

export {
  COMPANY_SETTINGS_HOME,
  COMPANY_SETTINGS_LABEL,
  companySettingsPaths,
  companySettingsSections,
  type CompanySettingsPath,
} from './company-settings-paths';

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
