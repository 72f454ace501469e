import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import './layout.css';

export interface MenuItem {
  label: string;
  path: string;
  icon: ReactNode;
}

/** The fixed bottom navigation of the signed-in shell; the items depend on the role. */
export function BottomMenu({ items }: { items: MenuItem[] }) {
  return (
    <nav className="fb-bottom-menu" aria-label="Menu principal">
      <ul className="fb-bottom-menu__list">
        {items.map((item) => (
          <li key={item.path} className="fb-bottom-menu__item">
            <NavLink to={item.path} end={item.path === '/'} className="fb-bottom-menu__link">
              <span className="fb-bottom-menu__icon" aria-hidden>
                {item.icon}
              </span>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
