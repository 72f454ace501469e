import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it('reads screen · object · product', () => {
    expect(pageTitle('Respostas', 'Pesquisa NPS', 'Formulários')).toBe('Respostas · Pesquisa NPS · Formulários');
  });
  it('leaves out empty parts and says a repeated part once', () => {
    expect(pageTitle('Formulários')).toBe('Formulários');
    expect(pageTitle('Visão geral', undefined, '  ')).toBe('Visão geral · Formulários');
    expect(pageTitle()).toBe('Formulários');
  });
});
