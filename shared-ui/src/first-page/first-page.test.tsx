// The first page's copies of the frame's pieces (first-page.ts) against the React components they stand
// in for: the same markup where the app's page takes their place, so nothing moves when it does.
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import { BottomMenu, type MenuItem } from '../layout/bottom-menu';
import { PlanCard } from '../plan/plan-card';
import { bottomMenu, drawPageFrame, planCardElement, rowList } from './first-page';

/** An element's tree as tag, classes, the attributes that matter and own text: icons and ids left out. */
function shape(node: Element): string {
  if (node.classList.contains('fb-bottom-menu__icon') || node.classList.contains('anticon')) return '<icon>';
  const attributes = ['href', 'aria-current', 'aria-expanded', 'hidden', 'aria-label', 'type']
    .filter((name) => node.hasAttribute(name))
    .map(
      (name) =>
        `${name}=${name === 'href' ? new URL(node.getAttribute(name)!, 'http://x').pathname : node.getAttribute(name)}`,
    );
  const classes = [...node.classList].filter((name) => name !== 'fb-first-frame' && name !== 'active').sort();
  const text = [...node.childNodes]
    .filter((child) => child.nodeType === Node.TEXT_NODE)
    .map((child) => child.textContent?.trim())
    .join('');
  const children = [...node.children].map(shape).join('');
  return `<${node.tagName.toLowerCase()} ${classes.join('.')} ${attributes.join(' ')}>${text}${children}</>`;
}

const entries = [
  { label: 'Home', path: '/' },
  { label: 'Formulários', path: '/forms' },
  { label: 'Empresa', path: '/empresa/dados', also: ['/empresa', '/webhooks'] },
  { label: 'Titulares', path: '/forms/titulares', more: true },
  { label: 'Minha conta', path: '/account', more: true },
];

describe("the first page's frame", () => {
  it.each(['/', '/forms', '/forms/titulares', '/webhooks'])(
    "when drawn at %s, then its bottom menu has the React menu's markup, with the same entry current",
    (path) => {
      // Arrange
      const items: MenuItem[] = entries.map((entry) => ({ ...entry, icon: null }));
      const { container } = render(
        <MemoryRouter initialEntries={[path]}>
          <BottomMenu items={items} />
        </MemoryRouter>,
      );
      const react = container.querySelector('nav')!;

      // Act
      const drawn = bottomMenu(
        entries.map((entry) => ({ ...entry, icon: HomeOutlined })),
        path,
      );

      // Assert
      expect(shape(drawn)).toBe(shape(react));
      expect(drawn.querySelector('[aria-current="page"]')?.textContent).toBe(
        react.querySelector('[aria-current="page"]')?.textContent,
      );
    },
  );

  it('when drawn for a plan, then the card says what PlanCard says, with the same meter', () => {
    for (const [used, limit] of [
      [1, 5],
      [4, 5],
      [5, 5],
    ] as const) {
      const { container, unmount } = render(<PlanCard kind="forms" used={used} limit={limit} />);
      const drawn = planCardElement('forms', used, limit);
      const meter = (root: ParentNode) => root.querySelector('[role="meter"]')!;
      for (const name of ['aria-valuenow', 'aria-valuemax', 'aria-label'])
        expect(meter(drawn).getAttribute(name)).toBe(meter(container).getAttribute(name));
      const painted = (root: ParentNode) =>
        [...meter(root).children].map((segment) => (segment as HTMLElement).style.background);
      expect(painted(drawn)).toEqual(painted(container));
      expect(drawn.textContent).toBe(container.querySelector('.ant-card-body')!.textContent);
      unmount();
    }
  });

  it("when a page's action is not allowed, then it is shown as a disabled link that leads nowhere, and the tab is named", () => {
    const host = document.createElement('div');
    drawPageFrame(host, {
      title: 'Formulários',
      action: { label: 'Novo formulário', href: '/forms/new', disabled: true },
    });
    const action = host.querySelector('header [aria-disabled="true"]')!;
    expect(action.textContent).toBe('Novo formulário');
    expect(action.hasAttribute('href')).toBe(false);
    expect(host.querySelector('h1')?.textContent).toBe('Formulários');
    expect(document.title).toBe('Formulários');
  });

  it('when a list has no rows, then it says so instead of an empty list', () => {
    expect(rowList([], 'Nenhum resultado encontrado').textContent).toBe('Nenhum resultado encontrado');
    const list = rowList([{ href: '/a', label: 'Abrir A', title: 'A', lines: ['linha'] }], 'vazio');
    expect(list.querySelector('a')?.getAttribute('aria-label')).toBe('Abrir A');
  });
});
