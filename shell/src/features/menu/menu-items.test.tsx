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
      'Empresa /webhooks',
      'Minha conta /account',
    ]);
  });
  it('gives a USER Home, Formulários and Minha conta', () => {
    expect(labels('USER')).toEqual(['Home /', 'Formulários /forms', 'Minha conta /account']);
  });
});
