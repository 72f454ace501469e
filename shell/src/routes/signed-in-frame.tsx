import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { BottomMenu, useAuthStore } from '@formbuilder/shared-ui/signed-in';
import { isKnownSignedInPath } from '../areas';
import { RequireAuth } from '../features/auth/require-auth';
import { menuItemsFor } from '../features/menu/menu-items';

/** The signed-in shell: the page of the current route above the role's bottom menu. */
export function SignedInFrame() {
  const { pathname } = useLocation();
  const role = useAuthStore((s) => s.user?.role);
  if (!isKnownSignedInPath(pathname)) return <Navigate to="/404" replace />;
  if (role === 'ADMIN' && pathname === '/') return <Navigate to="/companies" replace />;
  return (
    <RequireAuth>
      <Outlet />
      {role && <BottomMenu items={menuItemsFor(role)} />}
    </RequireAuth>
  );
}
