import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { Role } from '@formbuilder/contracts';
import { useCurrentUser } from '@formbuilder/platform';

/** Page guard of docs/product.md#roles: other roles go to /403 (the API enforces the same rule). */
export function RequireRole({ roles, children }: { roles: Role[]; children: ReactNode }) {
  const user = useCurrentUser();
  if (!user) return null;
  if (!roles.includes(user.role)) return <Navigate to="/403" replace />;
  return children;
}
