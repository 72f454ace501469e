// The staff frame and its common pieces drawn with the DOM alone, for an area's first page: what a
// visit that starts on it shows before React and antd have downloaded (contracts' DrawFirstPage). The same classes and measures as Page, BottomMenu, PlanCard and the list rows
// (layout.css, plan-card.css, row-link.css, first-page.css), so when the app's page takes over
// nothing moves. Package entry '@formbuilder/shared-ui/first-page': no React, no antd.
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import type { PlanKind } from '@formbuilder/contracts';
import defaultLogo from '../assets/logo.svg';
import { currentEntry, MORE_DOTS, MORE_LABEL, type MenuEntryOf } from '../layout/menu-model';
import { pageTitle } from '../layout/page-title';
import { planCardView } from '../plan/plan-card-view';
import { element, icon, type Child, type IconDefinition } from './dom';
import '../layout/layout.css';
import '../list/row-link.css';
import '../plan/plan-card.css';
import './first-page.css';

export { applyThemeColors, element, icon, type IconDefinition } from './dom';

export interface FrameAction {
  label: string;
  href: string;
  icon?: IconDefinition;
  /** Shown but not followed (e.g. creating at the plan's limit). */
  disabled?: boolean;
}

/**
 * Page's frame (header with the company's logo, the page's title and an optional action; the content
 * below) in `host`, and the browser tab's title; returns the content element to draw into.
 */
export function drawPageFrame(host: HTMLElement, frame: { title: string; logo?: string | null; action?: FrameAction }) {
  document.title = pageTitle(frame.title);
  const action = frame.action;
  const button =
    action &&
    element(
      'a',
      { className: 'fb-first-button', href: action.href },
      action.icon && icon(action.icon),
      element('span', {}, action.label),
    );
  if (button && action.disabled) {
    button.removeAttribute('href');
    button.setAttribute('role', 'link');
    button.setAttribute('aria-disabled', 'true');
  }
  const content = element('main', { className: 'fb-content fb-first' });
  host.append(
    element(
      'div',
      { className: 'fb-page fb-first-frame' },
      element(
        'header',
        { className: 'fb-header' },
        element('img', { className: 'fb-header__logo', src: frame.logo || defaultLogo, alt: 'Logo' }),
        element('h1', { className: 'fb-header__title fb-first-title' }, frame.title),
        button,
      ),
      content,
    ),
  );
  return content;
}

/**
 * The list's search box as the app draws it; it searches once the app has started, a moment later.
 * Read-only until then, so nothing typed into it can be lost when the app's own box replaces it.
 */
export function searchBox(placeholder: string): HTMLElement {
  const input = element('input', { className: 'fb-first-search__input', placeholder, readOnly: true, type: 'search' });
  input.setAttribute('aria-label', placeholder);
  return element(
    'div',
    { className: 'fb-first-search' },
    input,
    element('span', { className: 'fb-first-search__button' }, icon(SearchOutlined)),
  );
}

/** PlanCard: the used/limit bar and its sentence (plan-card-view.ts). */
export function planCardElement(kind: PlanKind, used: number, limit: number): HTMLElement {
  const card = planCardView(kind, used, limit);
  const bar = element('div', { className: 'fb-plan-card__bar' });
  bar.setAttribute('role', 'meter');
  bar.setAttribute('aria-valuemin', '0');
  bar.setAttribute('aria-valuemax', String(limit));
  bar.setAttribute('aria-valuenow', String(used));
  bar.setAttribute('aria-label', card.meterLabel);
  for (const active of card.segments) {
    const segment = element('span', { className: 'fb-plan-card__segment' });
    if (active) segment.style.background = card.hex;
    bar.append(segment);
  }
  const box = element('div', { className: 'fb-plan-card fb-first-card' }, bar, element('span', {}, card.sentence));
  box.style.borderColor = card.hex;
  return box;
}

/** A heading of the content, as antd's Typography.Title draws it. */
export const heading = (level: 2 | 3, text: string) =>
  element(level === 2 ? 'h2' : 'h3', { className: `fb-first-h${level}` }, text);

export interface RowContent {
  href: string;
  /** The link's name for assistive technology ('Ver respostas de Pesquisa NPS'). */
  label: string;
  /** The first line: the link's text, then what stands beside it (tags). */
  title: string;
  beside?: Child[];
  /** The lines below, in the secondary colour. */
  lines: string[];
}

/** A list of clickable rows (RowLink over the whole row, a chevron at the end), or `empty` when none. */
export function rowList(rows: RowContent[], empty: string, { strong = false } = {}): HTMLElement {
  if (rows.length === 0) return element('p', { className: 'fb-first-empty' }, empty);
  return element(
    'ul',
    { className: strong ? 'fb-first-rows fb-first-rows--strong' : 'fb-first-rows' },
    ...rows.map((row) => {
      const link = element('a', { className: 'fb-row-link', href: row.href }, row.title);
      link.setAttribute('aria-label', row.label);
      return element(
        'li',
        { className: 'fb-clickable-row fb-first-row' },
        element(
          'div',
          { className: 'fb-first-row__body' },
          element('div', { className: 'fb-first-row__title' }, link, ...(row.beside ?? [])),
          ...row.lines.map((line) => element('div', { className: 'fb-first-row__line' }, line)),
        ),
        icon(RightOutlined),
      );
    }),
  );
}

/** A tag's colour: grey is antd's default tag (white text on plain grey would not read). */
export type TagColor = 'green' | 'blue' | 'red' | 'default';

/** A tag as antd's Tag draws it: green (e.g. 'Ativo'), blue, red or the default grey. */
export function tag(text: string, color: TagColor): HTMLElement {
  return element('span', { className: `fb-first-tag fb-first-tag--${color}` }, text);
}

/** BottomMenu's MenuItem with its icon as a drawing. */
export type MenuEntry = MenuEntryOf<IconDefinition>;

const MORE_ICON: IconDefinition = {
  name: 'more',
  theme: 'outlined',
  icon: {
    tag: 'svg',
    attrs: { viewBox: '0 0 24 24', focusable: 'false' },
    children: MORE_DOTS.map((cx) => ({ tag: 'circle', attrs: { cx: String(cx), cy: '12', r: '2' } })),
  },
};

/** BottomMenu's markup for `pathname`: the bar, with 'Mais' and its list on a phone. */
export function bottomMenu(items: MenuEntry[], pathname: string): HTMLElement {
  const current = currentEntry(items, pathname);
  const link = (item: MenuEntry) => {
    const isCurrent = item === current;
    const a = element(
      'a',
      { className: isCurrent ? 'fb-bottom-menu__link active' : 'fb-bottom-menu__link', href: item.path },
      element('span', { className: 'fb-bottom-menu__icon' }, icon(item.icon)),
      item.label,
    );
    if (isCurrent) a.setAttribute('aria-current', 'page');
    return a;
  };
  const overflow = items.filter((item) => item.more);
  const list = element(
    'ul',
    { className: 'fb-bottom-menu__list' },
    ...items.map((item) =>
      element(
        'li',
        { className: item.more ? 'fb-bottom-menu__item fb-bottom-menu__item--more' : 'fb-bottom-menu__item' },
        link(item),
      ),
    ),
  );
  if (overflow.length > 0) {
    const panel = element('ul', { className: 'fb-bottom-menu__panel', hidden: true, id: 'fb-first-more' });
    panel.append(...overflow.map((item) => element('li', {}, link(item))));
    const button = element(
      'button',
      { type: 'button', className: 'fb-bottom-menu__link' },
      element('span', { className: 'fb-bottom-menu__icon' }, icon(MORE_ICON)),
      MORE_LABEL,
    );
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-controls', panel.id);
    const more = element('li', { className: 'fb-bottom-menu__item fb-bottom-menu__more' }, button, panel);
    const setOpen = (open: boolean) => {
      panel.hidden = !open;
      button.setAttribute('aria-expanded', String(open));
    };
    button.addEventListener('click', () => setOpen(panel.hidden));
    // As BottomMenu: Escape closes the list with the focus back on 'Mais', a click elsewhere closes it.
    // The listeners go with the menu: the first call after it has left the page removes them.
    const listening = new AbortController();
    const whileShown =
      <E extends Event>(handle: (event: E) => void) =>
      (event: E) => {
        if (more.isConnected) handle(event);
        else listening.abort();
      };
    document.addEventListener(
      'keydown',
      whileShown((event: KeyboardEvent) => {
        if (event.key !== 'Escape' || panel.hidden) return;
        setOpen(false);
        button.focus();
      }),
      { signal: listening.signal },
    );
    document.addEventListener(
      'pointerdown',
      whileShown((event: PointerEvent) => {
        if (!panel.hidden && !more.contains(event.target as Node)) setOpen(false);
      }),
      { signal: listening.signal },
    );
    list.append(more);
  }
  const nav = element(
    'nav',
    {
      className:
        overflow.length > 0
          ? 'fb-bottom-menu fb-bottom-menu--overflow fb-first-frame'
          : 'fb-bottom-menu fb-first-frame',
    },
    list,
  );
  nav.setAttribute('aria-label', 'Menu principal');
  return nav;
}
