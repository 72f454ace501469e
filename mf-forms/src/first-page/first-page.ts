// './FirstPage' (contracts' DrawFirstPage): the home and the forms list drawn with the DOM alone, for a
// visit that starts on either page signed in. The shell shows it while React, antd and this area's
// screens download, then the screen takes over, opening with the answers read here (under its own
// request keys, api/queries.ts) and reading them again. What it draws is what the screens show at
// first (features/home, features/forms-list), less the buttons that need the app: a click on a link
// opens that page in the app once it has started. docs/architecture.md, "What the signed-in app loads".
import '@formbuilder/contracts/zod-jitless';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import {
  planCard,
  type DrawFirstPage,
  type Form,
  type FormsCount,
  type Page,
  type SubmissionPage,
  type User,
} from '@formbuilder/contracts';
import {
  drawPageFrame,
  element,
  heading,
  planCardElement,
  rowList,
  searchBox,
  tag,
} from '@formbuilder/shared-ui/first-page';
import {
  FORMS_COUNT_KEY,
  formsListKey,
  formsListParams,
  submissionListParams,
  submissionPagesKey,
} from '../api/queries';
import { formRow, formsPlanNotice, submissionRow } from '../components/list-content';
import { text } from '../text';

/** One GET of the API with the session's token; anything but 200 throws (nothing is drawn then). */
async function read<T>(path: string, token: string, params: Record<string, string> = {}): Promise<T> {
  const query = new URLSearchParams(params).toString();
  const response = await fetch(`/api${path}${query ? `?${query}` : ''}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

async function drawHome(host: HTMLElement, token: string, user: User) {
  const latest = await read<SubmissionPage>('/submissions', token, submissionListParams());
  const content = drawPageFrame(host, { title: text.home.title, logo: user.company?.logo });
  content.append(
    heading(2, text.home.greeting(user.name.split(' ')[0] ?? '')),
    searchBox(text.home.search),
    heading(3, text.home.latest),
    rowList(
      latest.items.map((submission) => {
        const { line, ...row } = submissionRow(submission, 'form');
        return { ...row, lines: [line] };
      }),
      text.empty,
    ),
  );
  return { requests: { [submissionPagesKey({ search: '' })]: latest } };
}

async function drawForms(host: HTMLElement, token: string, user: User) {
  const [forms, count] = await Promise.all([
    read<Page<Form>>('/forms', token, formsListParams()),
    read<FormsCount>('/forms/count', token),
  ]);
  const { canCreate } = planCard('forms', count.count, count.formsLimit);
  const content = drawPageFrame(host, {
    title: text.forms.title,
    logo: user.company?.logo,
    action: {
      label: text.forms.create,
      href: '/forms/new',
      icon: canCreate ? PlusOutlined : LockOutlined,
      disabled: !canCreate,
    },
  });
  const planNotice = formsPlanNotice(user.role, canCreate);
  if (planNotice === 'card') content.append(planCardElement('forms', count.count, count.formsLimit));
  if (planNotice === 'limit') content.append(element('div', { className: 'fb-first-card' }, text.forms.limitReached));
  content.append(
    searchBox(text.forms.search),
    rowList(
      forms.items.map((form) => {
        const { tags, ...row } = formRow(form);
        return { ...row, beside: tags.map((one) => tag(one.text, one.color)) };
      }),
      text.empty,
      { strong: true },
    ),
  );
  return { requests: { [formsListKey('', 1)]: forms, [FORMS_COUNT_KEY]: count } };
}

const drawFirstPage: DrawFirstPage = async (host, { path, token, user }) => {
  // The home and the list are a MANAGER's and a USER's (an ADMIN's home is the companies).
  if (user.role === 'ADMIN') return null;
  try {
    if (path === '/') return await drawHome(host, token, user);
    if (path === '/forms') return await drawForms(host, token, user);
  } catch {
    // The screen will read it again and say what went wrong.
  }
  return null;
};

export default drawFirstPage;
