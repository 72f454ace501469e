// The editor of one question: the Obrigatória switch, a list pasted into an option, a type's settings
// and a jump on the answer's value, each checked on the question it hands back.
import { fireEvent, render, screen } from '@testing-library/react';
import type { Question } from '@formbuilder/contracts';
import { QuestionCard } from './question-card';

function renderCard(question: Question, questions: Question[] = [question]) {
  const changes: Question[] = [];
  render(
    <QuestionCard
      question={question}
      index={0}
      questions={questions}
      errors={{}}
      unreachable={false}
      autoFocus={false}
      onChange={(next) => changes.push(next)}
      onRemove={() => undefined}
    />,
  );
  return changes;
}

describe('QuestionCard', () => {
  it('when Obrigatória is switched on a question saved without the flag, then it becomes optional', () => {
    const changes = renderCard({ id: 'q1', title: 'Nome', type: 'STRING', options: [] });

    const toggle = screen.getByRole('switch', { name: 'Obrigatória' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);

    expect(changes.at(-1)?.required).toBe(false);
  });

  it('when a list is pasted into a dropdown option, then each line becomes an option in its place', () => {
    const changes = renderCard({
      id: 'q1',
      title: 'Estado',
      type: 'DROPDOWN',
      options: [{ text: 'Acre' }, { text: '' }, { text: 'Tocantins' }],
    });

    fireEvent.paste(screen.getByLabelText('Opção 2'), {
      clipboardData: { getData: () => 'Alagoas\r\nAmapá\n\n Amazonas \n' },
    });

    expect(changes.at(-1)?.options.map((option) => option.text)).toEqual([
      'Acre',
      'Alagoas',
      'Amapá',
      'Amazonas',
      'Tocantins',
    ]);
  });

  it('when an NPS gets a rule, then it jumps on a value to a later question', () => {
    const nps: Question = { id: 'q1', title: 'Recomendaria?', type: 'NPS', options: [] };
    const later: Question = { id: 'q2', title: 'O que podemos melhorar?', type: 'TEXT', options: [] };
    const changes = renderCard(nps, [nps, later]);

    fireEvent.click(screen.getByRole('button', { name: /Adicionar regra/ }));

    expect(changes.at(-1)?.conditions).toEqual([{ op: '>=', value: 0, goTo: 'q2' }]);
  });

  it('when the rows of a grid are typed, then each line is a row', () => {
    const changes = renderCard({ id: 'q1', title: 'Avalie', type: 'MATRIX', options: [{ text: 'Bom' }], rows: [''] });

    fireEvent.change(screen.getByLabelText('Linhas'), { target: { value: 'Comida\nMúsica' } });

    expect(changes.at(-1)?.rows).toEqual(['Comida', 'Música']);
  });
});
