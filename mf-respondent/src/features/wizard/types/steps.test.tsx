// The steps of the new types as a respondent meets them: roles and names a screen reader announces,
// and what each interaction gives as the answer.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import type { QuestionType, StepAnswer } from '@formbuilder/contracts';
import type { WizardQuestion } from '../question-kind';
import { stepKit } from '../kit';
import { setKit } from './kit';
import MatrixAnswer from './heavy/matrix-answer';
import RankingAnswer from './heavy/ranking-answer';
import { DropdownAnswer, PointsAnswer, TypedTextAnswer, type StepProps } from './typed-answers';

setKit(stepKit);

const question = (type: QuestionType, extra: Partial<WizardQuestion> = {}): WizardQuestion => ({
  id: `q-${type}`,
  title: type,
  type,
  options: [],
  ...extra,
});

/** The text a screen reader reads as the element's description (its aria-describedby targets). */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** Renders a step that keeps its answer, as the wizard does, and reports every change. */
function renderStep(Step: (props: StepProps) => ReactElement, q: WizardQuestion, first: StepAnswer = undefined) {
  const changes: StepAnswer[] = [];
  function Host() {
    const [answer, setAnswer] = useState<StepAnswer>(first);
    return (
      <>
        <h2 id="title">{q.title}</h2>
        <p id="error" />
        <Step
          question={q}
          answer={answer}
          onChange={(next) => {
            changes.push(next);
            setAnswer(next);
          }}
          labelId="title"
          errorId="error"
          invalid={false}
        />
      </>
    );
  }
  render(<Host />);
  return changes;
}

describe('NPS, rating and scale', () => {
  it('when an NPS shows, then it is one radiogroup of 0 to 10 named by the title, with the two end labels', () => {
    const changes = renderStep(PointsAnswer, question('NPS', { title: 'Recomendaria?' }));

    const group = screen.getByRole('radiogroup', { name: 'Recomendaria?' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual(
      Array.from({ length: 11 }, (_v, i) => String(i)),
    );
    expect(description(group)).toMatch(/0: Nada provável.*10: Extremamente provável/);

    fireEvent.click(within(group).getByRole('radio', { name: '9' }));
    expect(changes).toEqual(['9']);
    expect((within(group).getByRole('radio', { name: '9' }) as HTMLInputElement).checked).toBe(true);
  });

  it('when a rating has 4 stars, then each star is a radio named by its count', () => {
    const changes = renderStep(PointsAnswer, question('RATING', { ratingMax: 4 }));

    const names = screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'));
    expect(names).toEqual(['1 estrela de 4', '2 estrelas de 4', '3 estrelas de 4', '4 estrelas de 4']);
    fireEvent.click(screen.getByRole('radio', { name: '3 estrelas de 4' }));
    expect(changes).toEqual(['3']);
  });

  it('when a scale goes from 0 to 4 with labels, then it offers those 5 points and names its ends', () => {
    renderStep(PointsAnswer, question('SCALE', { scaleFrom: 0, scaleTo: 4, minLabel: 'Ruim', maxLabel: 'Ótimo' }));

    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(description(screen.getByRole('radiogroup'))).toMatch(/0: Ruim.*4: Ótimo/);
  });
});

describe('typed texts', () => {
  it('when digits are typed in a date, then they take the dd/mm/aaaa mask', () => {
    const changes = renderStep(TypedTextAnswer, question('DATE'));

    fireEvent.change(screen.getByRole('textbox', { name: 'DATE' }), { target: { value: '05012027' } });
    expect(changes).toEqual(['05/01/2027']);
  });

  it('when a phone is typed, then it takes the mask of the identity step', () => {
    const phone = renderStep(TypedTextAnswer, question('PHONE'));
    fireEvent.change(screen.getByRole('textbox', { name: 'PHONE' }), { target: { value: '11987654321' } });
    expect(phone).toEqual(['(11) 98765-4321']);
  });

  it('when a document with letters is typed, then it is masked as an alphanumeric CNPJ', () => {
    const changes = renderStep(TypedTextAnswer, question('DOCUMENT'));
    fireEvent.change(screen.getByRole('textbox', { name: 'DOCUMENT' }), { target: { value: '12abc34501de35' } });
    expect(changes).toEqual(['12.ABC.345/01DE-35']);
  });
});

describe('dropdown', () => {
  const cities = [
    'Belo Horizonte',
    'Brasília',
    'Curitiba',
    'Florianópolis',
    'Fortaleza',
    'Goiânia',
    'Manaus',
    'Recife',
    'São Paulo',
  ];

  it('when the list is long, then a search box narrows the select and says how many are left', () => {
    const changes = renderStep(DropdownAnswer, question('DROPDOWN', { options: cities.map((text) => ({ text })) }));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar opção' }), { target: { value: 'brasilia' } });
    const select = screen.getByRole('combobox', { name: 'DROPDOWN' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Selecione uma opção', 'Brasília']);
    screen.getByText(`1 de ${cities.length} opções`);

    fireEvent.change(select, { target: { value: 'Brasília' } });
    expect(changes).toEqual(['Brasília']);
  });

  it('when the list is short, then there is no search box', () => {
    renderStep(DropdownAnswer, question('DROPDOWN', { options: [{ text: 'Sim' }, { text: 'Não' }] }));
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});

describe('matrix', () => {
  it('when a matrix shows, then it is a table with column and row headers and one radio group per row', () => {
    const q = question('MATRIX', {
      title: 'Avalie',
      options: [{ text: 'Ruim' }, { text: 'Bom' }],
      rows: ['Atendimento', 'Preço'],
    });
    const changes = renderStep(MatrixAnswer, q);

    const table = screen.getByRole('table', { name: 'Avalie' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Ruim', 'Bom']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Atendimento', 'Preço']);

    fireEvent.click(screen.getByRole('radio', { name: 'Preço: Bom' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Atendimento: Ruim' }));
    expect(changes).toEqual([
      ['', 'Bom'],
      ['Ruim', 'Bom'],
    ]);
  });
});

describe('ranking', () => {
  const q = question('RANKING', {
    title: 'Ordene',
    options: [{ text: 'Preço' }, { text: 'Prazo' }, { text: 'Qualidade' }],
  });

  it('when an item is moved up with its button, then the order is the answer and the move is announced', () => {
    const changes = renderStep(RankingAnswer, q);

    fireEvent.click(screen.getByRole('button', { name: 'Mover Qualidade para cima' }));
    expect(changes).toEqual([['Preço', 'Qualidade', 'Prazo']]);
    screen.getByText('Qualidade agora na posição 2');
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      '1. Preço',
      '2. Qualidade',
      '3. Prazo',
    ]);
  });

  it('when Alt + arrow down is pressed on the focused item, then it moves and keeps the focus', () => {
    const changes = renderStep(RankingAnswer, q);

    const first = screen.getByRole('listitem', { name: '1. Preço' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown', altKey: true });
    expect(changes).toEqual([['Prazo', 'Preço', 'Qualidade']]);
    expect(document.activeElement).toBe(screen.getByRole('listitem', { name: '2. Preço' }));
  });

  it('when the order shown is kept as it is, then MANTER ESTA ORDEM makes it the answer', () => {
    const changes = renderStep(RankingAnswer, q);

    fireEvent.click(screen.getByRole('button', { name: 'MANTER ESTA ORDEM' }));
    expect(changes).toEqual([['Preço', 'Prazo', 'Qualidade']]);
    expect(screen.queryByRole('button', { name: 'MANTER ESTA ORDEM' })).toBeNull();
  });
});
