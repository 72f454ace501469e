import {
  answerPath,
  answerText,
  changeQuestionType,
  checkAnswerPath,
  checkQuestionsLogic,
  conditionHolds,
  END,
  formatNumber,
  isRequired,
  messages,
  newQuestion,
  nextStep,
  npsGroup,
  npsScore,
  parseBrDate,
  parseNumber,
  pickHiddenFields,
  questionMessages,
  questionTypeLabels,
  questionTypes,
  recalledNames,
  renderRecall,
  unreachableQuestions,
  validateAnswer,
  validateFormBody,
  type Condition,
  type Question,
} from './index';

const q = (type: Question['type'], extra: Partial<Question> = {}): Question => ({
  id: extra.id ?? type.toLowerCase(),
  title: extra.title ?? type,
  type,
  options: [],
  ...extra,
});
const opts = (...texts: string[]) => texts.map((text) => ({ text }));
const valid = (question: Question, raw: unknown) => validateAnswer(question, raw);

describe('question types', () => {
  it('lists the original five and the twelve new types, each with a pt-BR label', () => {
    expect(questionTypes).toHaveLength(17);
    expect(questionTypes.slice(0, 5)).toEqual(['STRING', 'TEXT', 'SINGLE', 'MULTIPLE', 'FILE']);
    for (const type of questionTypes) expect(questionTypeLabels[type]).toMatch(/\S/);
    expect(questionTypeLabels.NPS).toBe('NPS');
    expect(questionTypeLabels.DATE).toBe('Data');
  });

  it('reads a stored question without `required` as required; new questions are optional', () => {
    expect(isRequired({})).toBe(true);
    expect(isRequired({ required: true })).toBe(true);
    expect(isRequired({ required: false })).toBe(false);
    expect(newQuestion().required).toBe(false);
  });
});

describe('validateAnswer: required and empty', () => {
  it.each(questionTypes)('%s: empty is refused when required, null when optional', (type) => {
    for (const empty of [undefined, null, '', '  ', [], {}]) {
      expect(valid(q(type), empty)).toEqual({ ok: false, message: messages.required });
      expect(valid(q(type, { required: false }), empty)).toEqual({ ok: true, value: null });
    }
  });
});

describe('validateAnswer per type', () => {
  it('STRING and TEXT: trimmed text', () => {
    expect(valid(q('STRING'), '  oi ')).toEqual({ ok: true, value: 'oi' });
    expect(valid(q('TEXT'), 42)).toEqual({ ok: false, message: messages.invalidAnswer });
  });

  it('SINGLE and DROPDOWN: one of the options', () => {
    for (const type of ['SINGLE', 'DROPDOWN'] as const) {
      const question = q(type, { options: opts('Sim', 'Não') });
      expect(valid(question, 'Não')).toEqual({ ok: true, value: 'Não' });
      expect(valid(question, 'Talvez')).toEqual({ ok: false, message: messages.invalidOption });
    }
  });

  it('MULTIPLE: option texts in form order, a single text accepted', () => {
    const question = q('MULTIPLE', { options: opts('A', 'B', 'C') });
    expect(valid(question, ['C', 'A'])).toEqual({ ok: true, value: ['A', 'C'] });
    expect(valid(question, 'B')).toEqual({ ok: true, value: ['B'] });
    expect(valid(question, ['A', 'X'])).toEqual({ ok: false, message: messages.invalidOption });
  });

  it('FILE and SIGNATURE: a stored upload or http(s) URL', () => {
    expect(valid(q('FILE'), '/files/1/a.pdf')).toEqual({ ok: true, value: '/files/1/a.pdf' });
    expect(valid(q('SIGNATURE'), '/files/2/assinatura.png')).toEqual({ ok: true, value: '/files/2/assinatura.png' });
    expect(valid(q('SIGNATURE'), 'javascript:alert(1)')).toEqual({
      ok: false,
      message: questionMessages.invalidSignature,
    });
    expect(valid(q('FILE'), '//evil.example/x')).toEqual({ ok: false, message: messages.invalidFileAnswer });
  });

  it('EMAIL: valid and lower-cased', () => {
    expect(valid(q('EMAIL'), ' Ana@Exemplo.COM ')).toEqual({ ok: true, value: 'ana@exemplo.com' });
    expect(valid(q('EMAIL'), 'ana@')).toEqual({ ok: false, message: messages.invalidEmail });
  });

  it('PHONE: the (XX) XXXXX-XXXX mask', () => {
    expect(valid(q('PHONE'), '(11) 98765-4321')).toEqual({ ok: true, value: '(11) 98765-4321' });
    expect(valid(q('PHONE'), '11987654321')).toEqual({ ok: false, message: messages.invalidPhone });
  });

  it('DOCUMENT: CPF or CNPJ (numeric and alphanumeric) with valid check digits', () => {
    expect(valid(q('DOCUMENT'), '529.982.247-25')).toEqual({ ok: true, value: '529.982.247-25' });
    expect(valid(q('DOCUMENT'), '11.222.333/0001-81')).toEqual({ ok: true, value: '11.222.333/0001-81' });
    expect(valid(q('DOCUMENT'), '12.abc.345/01de-35')).toEqual({ ok: true, value: '12.ABC.345/01DE-35' });
    expect(valid(q('DOCUMENT'), '529.982.247-24')).toEqual({ ok: false, message: messages.invalidDocument });
  });

  it('DATE: dd/mm/aaaa or ISO, a real day, within the bounds, stored ISO', () => {
    const question = q('DATE', { minDate: '2026-01-10', maxDate: '2026-12-31' });
    expect(valid(question, '15/03/2026')).toEqual({ ok: true, value: '2026-03-15' });
    expect(valid(question, '2026-03-15')).toEqual({ ok: true, value: '2026-03-15' });
    expect(valid(question, '31/02/2026')).toEqual({ ok: false, message: questionMessages.invalidDate });
    expect(valid(question, '09/01/2026')).toEqual({
      ok: false,
      message: 'A data deve ser igual ou posterior a 10/01/2026',
    });
    expect(valid(question, '01/01/2027')).toEqual({
      ok: false,
      message: 'A data deve ser igual ou anterior a 31/12/2026',
    });
    expect(parseBrDate('29/02/2024')).toBe('2024-02-29');
    expect(parseBrDate('29/02/2025')).toBeUndefined();
  });

  it('NUMBER: integer by default, decimal with a pt-BR comma, bounds', () => {
    expect(valid(q('NUMBER'), '12')).toEqual({ ok: true, value: 12 });
    expect(valid(q('NUMBER'), 3)).toEqual({ ok: true, value: 3 });
    expect(valid(q('NUMBER'), '2,5')).toEqual({ ok: false, message: questionMessages.integerOnly });
    const decimal = q('NUMBER', { numberKind: 'DECIMAL', min: 0, max: 1000 });
    expect(valid(decimal, '2,5')).toEqual({ ok: true, value: 2.5 });
    expect(valid(decimal, '1.000')).toEqual({ ok: true, value: 1000 });
    expect(valid(decimal, '1.000,5')).toEqual({ ok: false, message: 'O número deve ser menor ou igual a 1000' });
    expect(valid(decimal, '-0,5')).toEqual({ ok: false, message: 'O número deve ser maior ou igual a 0' });
    expect(valid(decimal, 'dez')).toEqual({ ok: false, message: questionMessages.invalidNumber });
    expect(valid(decimal, Number.NaN)).toEqual({ ok: false, message: questionMessages.invalidNumber });
    expect(parseNumber('1.234,56')).toBe(1234.56);
    expect(formatNumber(1234.5)).toBe('1234,5');
  });

  it('RATING: 1 to ratingMax (default 5)', () => {
    expect(valid(q('RATING'), 5)).toEqual({ ok: true, value: 5 });
    expect(valid(q('RATING'), 6)).toEqual({ ok: false, message: 'Escolha um valor de 1 a 5' });
    expect(valid(q('RATING', { ratingMax: 10 }), '10')).toEqual({ ok: true, value: 10 });
    expect(valid(q('RATING'), 0)).toEqual({ ok: false, message: 'Escolha um valor de 1 a 5' });
    expect(valid(q('RATING'), 2.5)).toEqual({ ok: false, message: 'Escolha um valor de 1 a 5' });
  });

  it('NPS: 0 to 10', () => {
    expect(valid(q('NPS'), 0)).toEqual({ ok: true, value: 0 });
    expect(valid(q('NPS'), 10)).toEqual({ ok: true, value: 10 });
    expect(valid(q('NPS'), 11)).toEqual({ ok: false, message: 'Escolha um valor de 0 a 10' });
  });

  it('SCALE: scaleFrom to scaleTo (default 1 to 5)', () => {
    expect(valid(q('SCALE'), 1)).toEqual({ ok: true, value: 1 });
    expect(valid(q('SCALE'), 0)).toEqual({ ok: false, message: 'Escolha um valor de 1 a 5' });
    expect(valid(q('SCALE', { scaleFrom: 0, scaleTo: 7 }), 0)).toEqual({ ok: true, value: 0 });
  });

  it('MATRIX: one column per row, every row', () => {
    const question = q('MATRIX', { rows: ['Limpeza', 'Segurança'], options: opts('Ruim', 'Bom') });
    expect(valid(question, { Segurança: 'Bom', Limpeza: 'Ruim' })).toEqual({
      ok: true,
      value: { Limpeza: 'Ruim', Segurança: 'Bom' },
    });
    expect(valid(question, { Limpeza: 'Ruim' })).toEqual({
      ok: false,
      message: 'Escolha uma opção na linha "Segurança"',
    });
    expect(valid(question, { Limpeza: 'Ótimo', Segurança: 'Bom' })).toEqual({
      ok: false,
      message: messages.invalidOption,
    });
    expect(valid(question, ['Ruim'])).toEqual({ ok: false, message: messages.invalidAnswer });
  });

  it('RANKING: every option once, in the chosen order', () => {
    const question = q('RANKING', { options: opts('Preço', 'Prazo', 'Qualidade') });
    expect(valid(question, ['Qualidade', 'Preço', 'Prazo'])).toEqual({
      ok: true,
      value: ['Qualidade', 'Preço', 'Prazo'],
    });
    expect(valid(question, ['Qualidade', 'Preço'])).toEqual({ ok: false, message: questionMessages.rankingIncomplete });
    expect(valid(question, ['Preço', 'Preço', 'Prazo'])).toEqual({
      ok: false,
      message: questionMessages.rankingIncomplete,
    });
  });
});

describe('answerText', () => {
  it('writes each value as the text readers of the answer show', () => {
    expect(answerText(q('DATE'), '2026-03-15')).toBe('15/03/2026');
    expect(answerText(q('NUMBER'), 2.5)).toBe('2,5');
    expect(answerText(q('RANKING'), ['B', 'A'])).toBe('B, A');
    expect(answerText(q('MATRIX'), { Limpeza: 'Ruim', Segurança: 'Bom' })).toBe('Limpeza: Ruim; Segurança: Bom');
    expect(answerText(q('STRING'), null)).toBe('');
  });
});

describe('NPS helpers', () => {
  it('groups grades and scores promoters minus detractors', () => {
    expect([0, 6, 7, 8, 9, 10].map(npsGroup)).toEqual([
      'DETRACTOR',
      'DETRACTOR',
      'PASSIVE',
      'PASSIVE',
      'PROMOTER',
      'PROMOTER',
    ]);
    // 5 promoters, 2 detractors of 10: (5 - 2) / 10 = 30 %.
    expect(npsScore({ promoters: 5, detractors: 2, total: 10 })).toBe(30);
    // 1 promoter, 2 detractors of 3: -33.333... -> -33.3.
    expect(npsScore({ promoters: 1, detractors: 2, total: 3 })).toBe(-33.3);
    expect(npsScore({ promoters: 0, detractors: 0, total: 0 })).toBeNull();
  });
});

describe('conditions: each operator', () => {
  const nps = q('NPS');
  const at = (op: Condition['op'], value?: number) => ({ op, value, goTo: END });
  it.each([
    ['<', 7, [6], [7, 8]],
    ['<=', 6, [5, 6], [7]],
    ['=', 8, [8], [7, 9]],
    ['>=', 9, [9, 10], [8]],
    ['>', 8, [9, 10], [8, 0]],
  ] as const)('%s %d', (op, value, holds, fails) => {
    for (const grade of holds) expect(conditionHolds(nps, at(op, value), grade)).toBe(true);
    for (const grade of fails) expect(conditionHolds(nps, at(op, value), grade)).toBe(false);
    expect(conditionHolds(nps, at(op, value), null)).toBe(false);
  });

  it("'unanswered' holds only on an empty answer, on any type", () => {
    expect(conditionHolds(q('STRING'), at('unanswered'), '')).toBe(true);
    expect(conditionHolds(q('STRING'), at('unanswered'), undefined)).toBe(true);
    expect(conditionHolds(q('STRING'), at('unanswered'), 'x')).toBe(false);
    expect(conditionHolds(nps, at('unanswered'), 0)).toBe(false);
  });

  it('compares pt-BR numbers of a NUMBER question and never holds on a non-numeric type', () => {
    expect(conditionHolds(q('NUMBER'), at('>', 2), '2,5')).toBe(true);
    expect(conditionHolds(q('STRING'), at('>', 2), '5')).toBe(false);
  });
});

/** The classic survey: NPS 0-6 asks what to improve, 9-10 asks for a referral, 7-8 goes to the end. */
const npsSurvey: Question[] = [
  q('NPS', {
    id: 'nota',
    title: 'De 0 a 10, quanto você nos recomendaria?',
    conditions: [
      { op: '<=', value: 6, goTo: 'melhorar' },
      { op: '>=', value: 9, goTo: 'indicar' },
    ],
    goTo: 'obrigado',
  }),
  q('TEXT', { id: 'melhorar', title: 'O que podemos melhorar?', goTo: 'obrigado' }),
  q('STRING', { id: 'indicar', title: 'Pode nos indicar?', required: false }),
  q('STRING', { id: 'obrigado', title: 'Algo mais?', required: false }),
];

describe('nextStep and answerPath', () => {
  it('follows the NPS example', () => {
    expect(answerPath(npsSurvey, { nota: 3, melhorar: 'Prazo' })).toEqual(['nota', 'melhorar', 'obrigado']);
    expect(answerPath(npsSurvey, { nota: 10 })).toEqual(['nota', 'indicar', 'obrigado']);
    expect(answerPath(npsSurvey, { nota: 8 })).toEqual(['nota', 'obrigado']);
  });

  it('keeps SINGLE option jumps, and DROPDOWN options jump the same way', () => {
    for (const type of ['SINGLE', 'DROPDOWN'] as const) {
      const questions = [
        q(type, { id: 'a', options: [{ text: 'Sim', goTo: 'c' }, { text: 'Não' }] }),
        q('STRING', { id: 'b' }),
        q('STRING', { id: 'c' }),
      ];
      expect(nextStep(questions, 0, 'Sim')).toBe(2);
      expect(nextStep(questions, 0, 'Não')).toBe(1);
    }
  });

  it("'unanswered' jumps an optional question left empty", () => {
    const questions = [
      q('NUMBER', { id: 'a', required: false, conditions: [{ op: 'unanswered', goTo: END }] }),
      q('STRING', { id: 'b' }),
    ];
    expect(nextStep(questions, 0, null)).toBeNull();
    expect(nextStep(questions, 0, 4)).toBe(1);
  });

  it('ignores a condition jumping backward', () => {
    const questions = [
      q('STRING', { id: 'a' }),
      q('NPS', { id: 'b', conditions: [{ op: '<', value: 5, goTo: 'a' }] }),
      q('STRING', { id: 'c' }),
    ];
    expect(nextStep(questions, 1, 2)).toBe(2);
  });
});

describe('checkAnswerPath', () => {
  it('accepts what the wizard produces', () => {
    expect(checkAnswerPath(npsSurvey, { nota: 2, melhorar: 'Tudo' })).toBeUndefined();
    expect(checkAnswerPath(npsSurvey, { nota: 9 })).toBeUndefined();
  });

  it('refuses an answer to a question the logic skipped', () => {
    expect(checkAnswerPath(npsSurvey, { nota: 10, melhorar: 'Tudo' })).toEqual({
      questionId: 'melhorar',
      message: questionMessages.outsidePath,
    });
  });

  it('refuses a required question on the path left empty', () => {
    expect(checkAnswerPath(npsSurvey, { nota: 4 })).toEqual({
      questionId: 'melhorar',
      message: 'Responda a pergunta obrigatória "O que podemos melhorar?"',
    });
  });
});

describe('the logic linter', () => {
  it('passes the NPS survey', () => {
    expect(checkQuestionsLogic(npsSurvey)).toEqual({ unreachable: [], badJumps: [], badConditions: [] });
  });

  it('flags conditions out of scale, shadowed, on a required question, on a non-numeric type, and a backward jump', () => {
    const questions = [
      q('RATING', {
        id: 'r',
        conditions: [
          { op: '>', value: 5, goTo: END },
          { op: '>=', value: 3, goTo: 's' },
          { op: '>', value: 3, goTo: END },
          { op: 'unanswered', goTo: END },
        ],
      }),
      q('STRING', { id: 's', conditions: [{ op: '<', value: 2, goTo: END }] }),
      q('NUMBER', { id: 'n', min: 0, max: 10, conditions: [{ op: '>', value: 10, goTo: 'r' }] }),
    ];
    const logic = checkQuestionsLogic(questions);
    expect(logic.badConditions).toEqual([
      { path: 'questions.0.conditions.0', position: 1, message: questionMessages.conditionOutOfRange },
      { path: 'questions.0.conditions.2', position: 1, message: questionMessages.conditionNeverHolds },
      { path: 'questions.0.conditions.3', position: 1, message: questionMessages.conditionNeverHolds },
      { path: 'questions.1.conditions.0', position: 2, message: questionMessages.invalidCondition },
      { path: 'questions.2.conditions.0', position: 3, message: questionMessages.conditionOutOfRange },
    ]);
    expect(logic.badJumps).toEqual([
      {
        path: 'questions.2.conditions.0.goTo',
        position: 3,
        message: 'O salto só pode ir para uma pergunta seguinte ou para o fim do formulário',
      },
    ]);
  });

  it('finds the question no value reaches', () => {
    // Every grade of a 1-3 rating jumps past 'b'.
    const questions = [
      q('RATING', { id: 'a', ratingMax: 3, conditions: [{ op: '>=', value: 1, goTo: 'c' }] }),
      q('STRING', { id: 'b' }),
      q('STRING', { id: 'c' }),
    ];
    expect(unreachableQuestions(questions)).toEqual(['b']);
    // Optional: leaving it empty reaches 'b'.
    expect(unreachableQuestions([{ ...questions[0]!, required: false }, ...questions.slice(1)])).toEqual([]);
  });

  it('reaches both sides of a NUMBER threshold', () => {
    const questions = [
      q('NUMBER', { id: 'a', conditions: [{ op: '>', value: 3, goTo: 'c' }], goTo: 'b' }),
      q('STRING', { id: 'b', goTo: END }),
      q('STRING', { id: 'c' }),
    ];
    expect(unreachableQuestions(questions)).toEqual([]);
  });
});

describe('the question schema', () => {
  const form = (questions: unknown[], extra: object = {}) => validateFormBody({ title: 'F', questions, ...extra });

  it('keeps each type its own settings and drops the others', () => {
    const result = form([
      { title: 'Quando?', type: 'DATE', minDate: '2026-01-01', ratingMax: 7, required: false },
      {
        title: 'Nota',
        type: 'RATING',
        ratingMax: 7,
        ratingStyle: 'NUMBERS',
        minDate: '2026-01-01',
        options: opts('x', 'y'),
      },
    ]);
    expect(result.success).toBe(true);
    if (!result.success) return;
    const [date, rating] = result.data.questions;
    expect(date).toMatchObject({ type: 'DATE', minDate: '2026-01-01', required: false });
    expect(date).not.toHaveProperty('ratingMax');
    expect(rating).toMatchObject({ type: 'RATING', ratingMax: 7, ratingStyle: 'NUMBERS', options: [] });
    expect(rating).not.toHaveProperty('minDate');
    expect(result.data.hiddenFields).toEqual([]);
  });

  it('refuses bad settings with pt-BR messages', () => {
    const cases: [unknown, string][] = [
      [{ title: 'a', type: 'RATING', ratingMax: 11 }, 'Pergunta #1: Valor inválido'],
      [{ title: 'a', type: 'NUMBER', min: 5, max: 1 }, `Pergunta #1: ${questionMessages.minAfterMax}`],
      [{ title: 'a', type: 'DATE', minDate: '2026-02-30' }, `Pergunta #1: ${questionMessages.invalidDate}`],
      [{ title: 'a', type: 'MATRIX', options: opts('x', 'y') }, `Pergunta #1: ${questionMessages.atLeastOneRow}`],
      [{ title: 'a', type: 'DROPDOWN', options: opts('x', 'x') }, `Pergunta #1: ${questionMessages.repeatedOption}`],
      [
        { title: 'a', type: 'STRING', conditions: [{ op: '>', value: 1, goTo: 'end' }] },
        `Pergunta #1: ${questionMessages.invalidCondition}`,
      ],
      [{ title: 'a', type: 'STRING', key: '1nome' }, `Pergunta #1: ${questionMessages.invalidFieldName}`],
    ];
    for (const [question, message] of cases) {
      const result = form([question]);
      expect(result.success ? 'accepted' : result.message).toBe(message);
    }
  });

  it('checks condition jumps like other jumps', () => {
    const result = form([
      { id: 'a', title: 'a', type: 'STRING' },
      { id: 'b', title: 'b', type: 'NPS', conditions: [{ op: '<', value: 7, goTo: 'a' }] },
    ]);
    expect(result.success ? 'accepted' : result.message).toBe(
      'Pergunta #2: O salto só pode ir para uma pergunta seguinte ou para o fim do formulário',
    );
  });

  it('declares hidden fields: valid unique names', () => {
    const ok = form([{ title: 'a', type: 'STRING' }], { hiddenFields: ['utm_source', 'pedido'] });
    expect(ok.success && ok.data.hiddenFields).toEqual(['utm_source', 'pedido']);
    const repeated = form([{ title: 'a', type: 'STRING' }], { hiddenFields: ['pedido', 'pedido'] });
    expect(repeated.success ? 'accepted' : repeated.message).toBe(questionMessages.repeatedFieldName);
    const bad = form([{ title: 'a', type: 'STRING' }], { hiddenFields: ['utm-source'] });
    expect(bad.success ? 'accepted' : bad.message).toBe(questionMessages.invalidFieldName);
  });
});

describe('changeQuestionType', () => {
  it('gives the new option types one empty option, MATRIX one row, and keeps jumps only where options jump', () => {
    const single = q('SINGLE', { options: [{ text: 'a', goTo: END }, { text: 'b' }] });
    expect(changeQuestionType(single, 'DROPDOWN').options).toEqual([{ text: 'a', goTo: END }, { text: 'b' }]);
    expect(changeQuestionType(single, 'RANKING').options).toEqual([{ text: 'a' }, { text: 'b' }]);
    const matrix = changeQuestionType(q('STRING'), 'MATRIX');
    expect(matrix.options).toEqual([{ text: '' }]);
    expect(matrix.rows).toEqual(['']);
    expect(changeQuestionType(single, 'NPS').options).toEqual([]);
  });

  it('keeps comparisons between numeric types and drops them otherwise', () => {
    const nps = q('NPS', {
      conditions: [
        { op: '<', value: 7, goTo: END },
        { op: 'unanswered', goTo: END },
      ],
    });
    expect(changeQuestionType(nps, 'SCALE').conditions).toHaveLength(2);
    expect(changeQuestionType(nps, 'STRING').conditions).toEqual([{ op: 'unanswered', goTo: END }]);
  });
});

describe('hidden fields and recall', () => {
  it('reads only the declared fields from the query string', () => {
    const query = new URLSearchParams('pedido=123&utm_source=%20news%20&outro=x&vazio=');
    expect(pickHiddenFields(['pedido', 'utm_source', 'vazio'], query)).toEqual({ pedido: '123', utm_source: 'news' });
    expect(pickHiddenFields(undefined, query)).toEqual({});
  });

  it('renders {{name}} from an answer or a hidden field as plain text', () => {
    const questions = [q('STRING', { id: 'n', key: 'nome' }), q('DATE', { id: 'd', key: 'dia' })];
    const context = { questions, answers: { n: '<b>Ana</b>', d: '2026-03-15' }, hidden: { pedido: '123' } };
    expect(renderRecall('Obrigado, {{nome}}! Pedido {{ pedido }} em {{dia}}. {{nada}}', context)).toBe(
      'Obrigado, <b>Ana</b>! Pedido 123 em 15/03/2026. ',
    );
    expect(recalledNames('{{nome}} {{pedido}} {{nome}}')).toEqual(['nome', 'pedido']);
  });
});
