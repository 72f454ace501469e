// /empresa/dados, /empresa/marca, /empresa/privacidade: a MANAGER's company settings, one part of
// the company form each, in the page (docs/product.md#company-settings). The form is mf-admin's
// './CompanyFormModal' (`inline` with one section); an admin remote older than those props shows the
// whole form in its modal instead, which still saves, and closing it goes back to the account page.
// The links above lead to the other settings: webhooks, API keys and the audit log (mf-admin's).
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { companyFormSections, type CompanyFormSection } from '@formbuilder/contracts';
import {
  CompanySettingsNav,
  COMPANY_SETTINGS_HOME,
  Page,
  refreshSession,
  RemoteModule,
  useCurrentUser,
} from '@formbuilder/shared-ui/signed-in';
import { text } from '../../text';

const isSection = (value: string | undefined): value is CompanyFormSection =>
  (companyFormSections as readonly string[]).includes(value ?? '');

export function CompanySettingsPage() {
  const { section } = useParams();
  const user = useCurrentUser();
  const navigate = useNavigate();
  if (!user) return null;
  // Who may change what is unchanged: the company's MANAGER here, an ADMIN on the companies screen.
  if (user.role !== 'MANAGER' || !user.company) return <Navigate to="/403" replace />;
  if (!isSection(section)) return <Navigate to={COMPANY_SETTINGS_HOME} replace />;
  const title = text.companySettings[section];
  return (
    <Page title={title} documentTitle={[title, text.menu.company]}>
      <CompanySettingsNav />
      <RemoteModule
        key={section}
        remote="admin"
        exposed="./CompanyFormModal"
        props={{
          open: true,
          company: user.company,
          managerMode: true,
          inline: true,
          sections: [section],
          onClose: () => navigate('/account'),
          // The new name, colour or logo shows at once in the header and the theme.
          onSaved: () => void refreshSession(),
        }}
      />
    </Page>
  );
}
