// The bottom menu's icons as drawings (@ant-design/icons-svg, what antd's icon components draw): the
// React menu draws them with antd's icon component (menu-items.tsx), the first page as inline SVG.
import AuditOutlined from '@ant-design/icons-svg/es/asn/AuditOutlined';
import BankOutlined from '@ant-design/icons-svg/es/asn/BankOutlined';
import BookOutlined from '@ant-design/icons-svg/es/asn/BookOutlined';
import ControlOutlined from '@ant-design/icons-svg/es/asn/ControlOutlined';
import FormOutlined from '@ant-design/icons-svg/es/asn/FormOutlined';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import IdcardOutlined from '@ant-design/icons-svg/es/asn/IdcardOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import type { IconDefinition } from '@formbuilder/shared-ui/first-page';
import type { MenuIconName } from './menu-entries';

export const menuIcons: Record<MenuIconName, IconDefinition> = {
  account: UserOutlined,
  audit: AuditOutlined,
  companies: BankOutlined,
  company: ControlOutlined,
  dataSubjects: IdcardOutlined,
  forms: FormOutlined,
  home: HomeOutlined,
  templates: BookOutlined,
  users: TeamOutlined,
};
