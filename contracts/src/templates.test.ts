import { formMessages } from './forms';
import { messages } from './messages';
import {
  categoryBodySchema,
  copiedTitle,
  templateMessages,
  validateTemplateBody,
  validateTemplatePatch,
} from './templates';

const CATEGORY = '0b8f2d3e-6a4c-4f1e-9d2a-7c5b3e1f0a9d';

describe('validateTemplateBody', () => {
  it('when title, category and questions are missing, then each is named', () => {
    const result = validateTemplateBody({});
    expect(!result.success && result.fields).toEqual({
      title: messages.required,
      category: messages.required,
      questions: messages.atLeastOneQuestion,
    });
  });

  it('when the category is the expanded record, then its id is taken', () => {
    const result = validateTemplateBody({
      title: 'Modelo',
      category: { id: CATEGORY, name: 'Saúde' },
      questions: [{ title: 'a', type: 'STRING' }],
    });
    expect(result.success && result.data.category).toBe(CATEGORY);
  });

  it('when a question breaks the rules, then it is reported as for forms', () => {
    const result = validateTemplateBody({
      title: 'Modelo',
      category: CATEGORY,
      questions: [{ title: 'a', type: 'SINGLE', options: [{ text: 'só uma' }] }],
    });
    expect(!result.success && result.message).toBe(`Pergunta #1: ${messages.atLeastTwoOptions}`);
  });

  it('when the category is not an id, then it is Categoria não encontrada', () => {
    const result = validateTemplatePatch({ category: 'saude' });
    expect(!result.success && result.fields).toEqual({ category: templateMessages.categoryNotFound });
  });

  it('when a patch jumps backwards, then it is refused', () => {
    const result = validateTemplatePatch({
      questions: [
        { id: 'a', title: 'a', type: 'STRING' },
        { id: 'b', title: 'b', type: 'STRING', goTo: 'a' },
      ],
    });
    expect(!result.success && result.message).toBe(`Pergunta #2: ${formMessages.jumpBackward}`);
  });
});

describe('categoryBodySchema', () => {
  it('when the name is blank, then it is Campo obrigatório', () => {
    expect(categoryBodySchema.safeParse({ name: ' ' }).error?.issues[0]?.message).toBe(messages.required);
  });
});

describe('copiedTitle', () => {
  it("when a template is copied, then the title ends in ' - Cópia'", () => {
    expect(copiedTitle('Satisfação')).toBe('Satisfação - Cópia');
  });
});
