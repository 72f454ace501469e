import { menuItemsFor } from './menu-items';

const labels = (role: Parameters<typeof menuItemsFor>[0]) => menuItemsFor(role).map((i) => `${i.label} ${i.path}`);

describe('menuItemsFor', () => {
  it('gives an ADMIN Empresas, Biblioteca (templates), Auditoria and Minha conta', () => {
    expect(labels('ADMIN')).toEqual([
      'Empresas /companies',
      'Biblioteca /templates',
      'Auditoria /auditoria',
      'Minha conta /account',
    ]);
  });
  it('gives a MANAGER Home, Formulários, Biblioteca (library), Usuários, Titulares, Empresa and Minha conta', () => {
    expect(labels('MANAGER')).toEqual([
      'Home /',
      'Formulários /forms',
      'Biblioteca /library',
      'Usuários /users',
      'Titulares /forms/titulares',
      'Empresa /empresa/dados',
      'Minha conta /account',
    ]);
  });
  it("puts a MANAGER's Usuários, Titulares and Minha conta under 'Mais' on a phone, so the bar keeps five entries", () => {
    const items = menuItemsFor('MANAGER');
    expect(items.filter((item) => item.more).map((item) => item.label)).toEqual([
      'Usuários',
      'Titulares',
      'Minha conta',
    ]);
    expect(items.filter((item) => !item.more)).toHaveLength(4);
    expect(items.find((item) => item.label === 'Empresa')?.also).toEqual(
      expect.arrayContaining(['/webhooks', '/api-keys', '/auditoria', '/empresa/marca', '/empresa/privacidade']),
    );
  });
  it('leaves the ADMIN and the USER without Mais (five entries or fewer)', () => {
    expect(menuItemsFor('ADMIN').some((item) => item.more)).toBe(false);
    expect(menuItemsFor('USER').some((item) => item.more)).toBe(false);
  });
  it('gives a USER Home, Formulários and Minha conta', () => {
    expect(labels('USER')).toEqual(['Home /', 'Formulários /forms', 'Minha conta /account']);
  });
});
