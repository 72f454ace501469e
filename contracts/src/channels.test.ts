import { newAnswersParameters, newAnswersText } from './channels';

const link = 'https://app.example.com/forms/f1/submissions';

describe('newAnswersText', () => {
  it('when there is one new answer, then it says so in the singular', () => {
    expect(newAnswersText({ formTitle: 'Cadastro', count: 1, link })).toBe(`Nova resposta em Cadastro: ${link}`);
  });

  it('when there are several, then it gives the count', () => {
    expect(newAnswersText({ formTitle: 'Pesquisa NPS', count: 12, link })).toBe(
      `12 novas respostas em Pesquisa NPS: ${link}`,
    );
  });

  it('when the title is long or spread over lines, then it is one line of at most 60 characters', () => {
    const title = `Pesquisa\n  de satisfação ${'x'.repeat(80)}`;
    const [, shown] = newAnswersParameters({ formTitle: title, count: 3, link });
    expect(shown).toHaveLength(60);
    expect(shown).toMatch(/^Pesquisa de satisfação x+…$/);
  });
});
