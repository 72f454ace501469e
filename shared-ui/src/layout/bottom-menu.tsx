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
  return (
    <nav className="fb-bottom-menu" aria-label="Menu principal">
      <ul className="fb-bottom-menu__list">
        {items.map((item) => {
          const current = [item.path, ...(item.also ?? [])].some((path) => within(pathname, path));
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
