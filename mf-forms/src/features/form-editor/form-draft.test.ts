import type { Form } from '@formbuilder/contracts';
import { bodyOf, previewOf, questionsOf, settingsOf } from './form-draft';

const stored = {
  id: 'f1',
  title: 'Pesquisa',
  status: 'INACTIVE',
  anonymous: true,
  notifiedUser: null,
  questions: [{ id: 'q1', title: 'Nome?', type: 'STRING', options: [] }],
} as unknown as Form;

describe('form drafts', () => {
  it('when the form is new, then it is active, named by nobody and starts with one blank question', () => {
    expect(settingsOf(null)).toEqual({
      title: '',
      status: 'ACTIVE',
      anonymous: false,
      notifiedUser: '',
      hiddenFields: [],
      description: '',
    });
    expect(questionsOf(null)).toEqual([expect.objectContaining({ title: '', type: 'STRING', options: [] })]);
  });

  it('when a stored form is edited, then its fields come back and "nobody" is sent as null', () => {
    const settings = settingsOf(stored);
    expect(settings).toEqual({
      title: 'Pesquisa',
      status: 'INACTIVE',
      anonymous: true,
      notifiedUser: '',
      hiddenFields: [],
      description: '',
    });
    expect(bodyOf(settings, stored.questions)).toEqual({
      ...settings,
      notifiedUser: null,
      questions: stored.questions,
    });
  });

  it('when previewing an untitled form, then the wizard gets a placeholder title and the company theme', () => {
    const preview = previewOf(undefined, settingsOf(null), stored.questions, null, 'Sem título');
    expect(preview).toMatchObject({
      id: 'preview',
      title: 'Sem título',
      anonymous: false,
      questions: stored.questions,
    });
    expect(preview.company.color).toMatch(/^#/);
    expect(preview.company.privacy).toBeNull();
  });

  it('when the company has a privacy notice, then the preview shows it as respondents will', () => {
    const company = {
      name: 'Acme',
      color: '#123456',
      logo: null,
      privacyNotice: 'Seus dados ficam conosco.',
      privacyPolicyUrl: 'https://acme.example/privacidade',
      privacyAckRequired: true,
    };
    const preview = previewOf(undefined, settingsOf(null), stored.questions, company, 'Sem título');
    expect(preview.company.privacy).toEqual({
      text: 'Seus dados ficam conosco.',
      policyUrl: 'https://acme.example/privacidade',
      ackRequired: true,
    });
  });
});
