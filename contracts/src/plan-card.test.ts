import { planCard } from './plan-card';

describe('planCard', () => {
  it('is blue with more than one slot left and says how many remain', () => {
    const card = planCard('forms', 2, 10);
    expect(card).toMatchObject({ remaining: 8, color: 'blue', canCreate: true });
    expect(card.text).toBe('Você possui 8 formulário(s) para cadastrar.');
  });
  it('is yellow with exactly one slot left', () => {
    expect(planCard('users', 4, 5)).toMatchObject({ remaining: 1, color: 'yellow', canCreate: true });
  });
  it('is red at the limit, cannot create, and asks for an upgrade', () => {
    const card = planCard('users', 5, 5);
    expect(card).toMatchObject({ remaining: 0, color: 'red', canCreate: false });
    expect(card.text).toBe('Você atingiu o limite de usuários. Faça o upgrade do seu plano.');
  });
  it('activates a segment when its step is at most the usage percentage', () => {
    expect(planCard('forms', 0, 5).segments).toEqual([false, false, false, false, false]);
    expect(planCard('forms', 2, 5).segments).toEqual([true, true, false, false, false]);
    expect(planCard('forms', 3, 10).segments).toEqual([true, false, false, false, false]);
    expect(planCard('forms', 7, 5).segments).toEqual([true, true, true, true, true]);
  });
  it('names the bar by what it counts, for a screen reader', () => {
    expect(planCard('forms', 1, 5).meterLabel).toBe('Formulários do plano');
    expect(planCard('users', 1, 5).meterLabel).toBe('Usuários do plano');
  });
});
