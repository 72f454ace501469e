import { clearDraft, hasProgress, loadDraft, newDraft, saveDraft } from './draft-store';

describe('draft store', () => {
  beforeEach(() => window.localStorage.clear());

  it('when a draft is saved, then reopening the same form loads it with the same idempotency key', () => {
    const draft = { ...newDraft('f1'), answers: { q1: 'Sim' }, history: [0, 1] };
    saveDraft(draft);
    const loaded = loadDraft('f1');
    expect(loaded?.answers).toEqual({ q1: 'Sim' });
    expect(loaded?.history).toEqual([0, 1]);
    expect(loaded?.idempotencyKey).toBe(draft.idempotencyKey);
    expect(loadDraft('f2')).toBeNull();
  });

  it('when the stored value is broken, then there is no draft', () => {
    window.localStorage.setItem('formulario:rascunho:f1', '{not json');
    expect(loadDraft('f1')).toBeNull();
  });

  it('when cleared after a send, then nothing is offered', () => {
    saveDraft({ ...newDraft('f1'), history: [0] });
    clearDraft('f1');
    expect(hasProgress(loadDraft('f1'))).toBe(false);
  });

  it('offers to continue only when something was typed or answered', () => {
    expect(hasProgress(newDraft('f1'))).toBe(false);
    expect(hasProgress({ ...newDraft('f1'), identity: { name: 'A', document: '', email: '', phone: '' } })).toBe(true);
    expect(hasProgress({ ...newDraft('f1'), sending: true })).toBe(true);
  });

  it('gives every new draft its own key', () => {
    expect(newDraft('f1').idempotencyKey).not.toBe(newDraft('f1').idempotencyKey);
  });
});
