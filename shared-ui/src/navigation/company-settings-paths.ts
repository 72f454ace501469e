// The company settings' screens and where the 'Empresa' menu entry leads, as data (no React): for the
// links between the screens (company-settings-nav.tsx) and for the menu drawn before React.

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
