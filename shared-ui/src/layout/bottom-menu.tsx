import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { currentEntry, MORE_DOTS, MORE_LABEL, type MenuEntryOf } from './menu-model';
import './layout.css';

/** An entry of the bar, with its icon as a React node. */
export type MenuItem = MenuEntryOf<ReactNode>;

export { MORE_LABEL } from './menu-model';

function MoreIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden focusable="false">
      {MORE_DOTS.map((cx) => (
        <circle key={cx} cx={cx} cy="12" r="2" />
      ))}
    </svg>
  );
}

/** The fixed bottom navigation of the signed-in shell; the items depend on the role. */
export function BottomMenu({ items }: { items: MenuItem[] }) {
  const { pathname } = useLocation();
  // Open on the page it was opened on: going to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const panelId = useId();
  const moreRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const current = currentEntry(items, pathname);
  const isCurrent = (item: MenuItem) => item === current;
  const overflow = items.filter((item) => item.more);
  const moreCurrent = overflow.some(isCurrent);

  // Escape closes the list (focus back on 'Mais'), and so does a click elsewhere.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!moreRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const link = (item: MenuItem) => {
    const current = isCurrent(item);
    return (
      <Link
        to={item.path}
        className={current ? 'fb-bottom-menu__link active' : 'fb-bottom-menu__link'}
        aria-current={current ? 'page' : undefined}
      >
        <span className="fb-bottom-menu__icon" aria-hidden>
          {item.icon}
        </span>
        {item.label}
      </Link>
    );
  };

  return (
    <nav
      className={overflow.length > 0 ? 'fb-bottom-menu fb-bottom-menu--overflow' : 'fb-bottom-menu'}
      aria-label="Menu principal"
    >
      <ul className="fb-bottom-menu__list">
        {items.map((item) => (
          <li
            key={item.path}
            className={item.more ? 'fb-bottom-menu__item fb-bottom-menu__item--more' : 'fb-bottom-menu__item'}
          >
            {link(item)}
          </li>
        ))}
        {overflow.length > 0 && (
          <li ref={moreRef} className="fb-bottom-menu__item fb-bottom-menu__more">
            <button
              ref={buttonRef}
              type="button"
              className={moreCurrent ? 'fb-bottom-menu__link active' : 'fb-bottom-menu__link'}
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen(!open)}
            >
              <span className="fb-bottom-menu__icon" aria-hidden>
                <MoreIcon />
              </span>
              {MORE_LABEL}
            </button>
            <ul id={panelId} className="fb-bottom-menu__panel" hidden={!open}>
              {overflow.map((item) => (
                <li key={item.path}>{link(item)}</li>
              ))}
            </ul>
          </li>
        )}
      </ul>
    </nav>
  );
}
