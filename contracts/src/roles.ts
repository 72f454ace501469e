export const roles = ['ADMIN', 'MANAGER', 'USER'] as const;
export type Role = (typeof roles)[number];

/** Label carried by API records as `roleLabel` (docs/product.md#entities). */
export const roleLabels: Record<Role, string> = {
  ADMIN: 'Administrador',
  MANAGER: 'Gerente',
  USER: 'Usuário',
};

/** The role selector of the user form shows MANAGER as 'Gestor' (docs/product.md#roles). */
export const roleSelectorLabels: Record<Role, string> = {
  ADMIN: 'Administrador',
  MANAGER: 'Gestor',
  USER: 'Usuário',
};

/** Where a user lands after login when no redirect is asked for. */
export function homePathFor(role: Role): string {
  return role === 'ADMIN' ? '/companies' : '/';
}
