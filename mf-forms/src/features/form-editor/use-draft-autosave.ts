// Autosave of the editor (docs/forms-and-templates.md, "Drafts"): what is typed and not yet saved
// with SALVAR is kept as a draft a moment after each change, and offered back when the editor opens
// again (after a reload, a crash, a closed tab). A stored form's draft is kept by the API, never
// shown to respondents; a new form's (no id yet) in this browser. The live form changes only on SALVAR.
import { useEffect, useRef, useState } from 'react';
import type { FormDraftBodyInput, Question } from '@formbuilder/contracts';
import { ApiError } from '@formbuilder/shared-ui';
import { discardFormDraft, getFormDraft, saveFormDraft } from './api/drafts-api';
import type { Settings } from './form-draft';

/** How long after the last change the draft is written. */
export const AUTOSAVE_DELAY_MS = 800;

export interface DraftContent {
  settings: Settings;
  questions: Question[];
}

export interface StoredDraft {
  content: DraftContent;
  /** ISO time of the last write. */
  savedAt: string;
}

export interface DraftStore {
  load(): Promise<StoredDraft | null>;
  save(content: DraftContent): Promise<void>;
  discard(): Promise<void>;
}

const settingKeys = ['title', 'description', 'status', 'anonymous', 'notifiedUser', 'hiddenFields'] as const;

/** The same fields in the same order, so two contents compare by their text. */
export function draftKey({ settings, questions }: DraftContent): string {
  return JSON.stringify([settingKeys.map((key) => settings[key] ?? ''), questions]);
}

/** In this browser only (a form not created yet): localStorage under `key`. */
export function localDraftStore(key: string): DraftStore {
  return {
    load: () => {
      try {
        const raw = window.localStorage.getItem(key);
        if (!raw) return Promise.resolve(null);
        const stored = JSON.parse(raw) as StoredDraft;
        return Promise.resolve(Array.isArray(stored?.content?.questions) ? stored : null);
      } catch {
        return Promise.resolve(null);
      }
    },
    save: (content) => {
      window.localStorage.setItem(key, JSON.stringify({ content, savedAt: new Date().toISOString() }));
      return Promise.resolve();
    },
    discard: () => {
      window.localStorage.removeItem(key);
      return Promise.resolve();
    },
  };
}

const toBody = ({ settings, questions }: DraftContent): FormDraftBodyInput => ({
  title: settings.title,
  description: settings.description,
  status: settings.status,
  anonymous: settings.anonymous,
  notifiedUser: settings.notifiedUser || null,
  hiddenFields: settings.hiddenFields,
  // Questions are kept as typed; the draft schema checks their id, title, type and options.
  questions: questions as unknown as FormDraftBodyInput['questions'],
});

/**
 * A stored form's draft, kept by the API. An API older than drafts answers 404 for a form that
 * exists: the draft is then kept in this browser instead (`fallback`).
 */
export function serverDraftStore(formId: string, fallback: DraftStore): DraftStore {
  let local = false;
  return {
    load: async () => {
      try {
        const draft = await getFormDraft(formId);
        if (!draft) return null;
        const { body } = draft;
        return {
          content: {
            settings: {
              title: body.title,
              description: body.description,
              status: body.status,
              anonymous: body.anonymous,
              notifiedUser: body.notifiedUser ?? '',
              hiddenFields: body.hiddenFields,
            },
            questions: body.questions,
          },
          savedAt: draft.updatedAt,
        };
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
        local = true;
        return fallback.load();
      }
    },
    save: async (content) => {
      if (local) return fallback.save(content);
      await saveFormDraft(formId, toBody(content));
    },
    discard: async () => {
      if (local) return fallback.discard();
      await discardFormDraft(formId);
    },
  };
}

export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

export interface DraftAutosave {
  /** The draft put back when the editor opened, until it is saved or discarded. */
  restored: StoredDraft | null;
  status: AutosaveStatus;
  /** ISO time of the last draft written in this visit. */
  savedAt: string | null;
  /** Drops the draft (the editor goes back to the stored form itself). */
  discard: () => Promise<void>;
  /** After SALVAR: the draft is now the form. */
  saved: () => void;
}

export function useDraftAutosave({
  store,
  content,
  dirty,
  apply,
}: {
  store: DraftStore;
  content: DraftContent;
  /** Whether what is typed differs from the stored form. */
  dirty: boolean;
  /** Puts a draft into the editor. */
  apply: (content: DraftContent) => void;
}): DraftAutosave {
  const [loaded, setLoaded] = useState(false);
  const [restored, setRestored] = useState<StoredDraft | null>(null);
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const key = draftKey(content);
  const latest = useRef({ content, key, dirty, apply });
  useEffect(() => {
    latest.current = { content, key, dirty, apply };
  });
  const lastWritten = useRef<string | null>(null);

  useEffect(() => {
    let live = true;
    store
      .load()
      .then((draft) => {
        if (!live) return;
        if (draft && draftKey(draft.content) !== latest.current.key && !latest.current.dirty) {
          latest.current.apply(draft.content);
          lastWritten.current = draftKey(draft.content);
          setRestored(draft);
        } else if (draft && draftKey(draft.content) === latest.current.key) {
          // Nothing left to offer: the draft is what the form already is.
          void store.discard().catch(() => undefined);
        }
      })
      .catch(() => undefined)
      .finally(() => {
        if (live) setLoaded(true);
      });
    return () => {
      live = false;
    };
  }, [store]);

  useEffect(() => {
    // Every change taken back: the form itself is what is typed, no draft is needed.
    if (loaded && !dirty && lastWritten.current !== null) {
      lastWritten.current = null;
      setStatus('idle');
      void store.discard().catch(() => undefined);
    }
  }, [loaded, dirty, store]);

  useEffect(() => {
    if (!loaded || !dirty || key === lastWritten.current) return;
    const timer = window.setTimeout(() => {
      const { content: now, key: nowKey } = latest.current;
      setStatus('saving');
      store
        .save(now)
        .then(() => {
          lastWritten.current = nowKey;
          setStatus('saved');
          setSavedAt(new Date().toISOString());
        })
        .catch(() => setStatus('failed'));
    }, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loaded, dirty, key, store]);

  return {
    restored,
    status,
    savedAt,
    discard: async () => {
      await store.discard();
      lastWritten.current = null;
      setRestored(null);
      setStatus('idle');
    },
    saved: () => {
      lastWritten.current = null;
      setRestored(null);
      setStatus('idle');
      void store.discard().catch(() => undefined);
    },
  };
}
