import { appConfig, devPorts } from '../config/rspack.app.mjs';

export default (_env, argv) =>
  appConfig({
    dir: import.meta.dirname,
    mode: argv.mode ?? 'production',
    publicPath: 'auto',
    port: devPorts.admin,
    title: 'Empresas e usuários',
    federation: {
      name: 'mf_admin',
      exposes: {
        './AdminRoutes': './src/routes.tsx',
        './CompanyFormModal': './src/features/companies/components/company-form-modal.tsx',
        './UserFormModal': './src/features/users/components/user-form-modal.tsx',
      },
    },
  });
