import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import './layout.css';

export interface MenuItem {
  label: string;
  path: string;
  icon: ReactNode;
  /** Other paths this item stands for (e.g. the second screen of a pair); it shows as current there too. */
  also?: string[];
}

const within = (pathname: string, path: string) =>
  path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);

/** The fixed bottom navigation of the signed-in shell; the items depend on the role. */
export function BottomMenu({ items }: { items: MenuItem[] }) {
  const { pathname } = useLocation();
  // The most specific entry is the current one ('/forms/titulares' is Titulares, not Formulários).
  const depth = (item: MenuItem) =>
    Math.max(-1, ...[item.path, ...(item.also ?? [])].filter((path) => within(pathname, path)).map((p) => p.length));
  const deepest = Math.max(-1, ...items.map(depth));
  return (
    <nav className="fb-bottom-menu" aria-label="Menu principal">
      <ul className="fb-bottom-menu__list">
        {items.map((item) => {
          const current = deepest >= 0 && depth(item) === deepest;
          return (
            <li key={item.path} className="fb-bottom-menu__item">
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
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
