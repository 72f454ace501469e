// 'Continuar depois' (docs/forms-and-templates.md#continue-later): a link under the step's buttons;
// its form (the address, the send, the confirmation) is a chunk of its own, loaded on the click.
import { lazy, Suspense, useState } from 'react';
import { RESUME_LINK_DAYS, type PublicForm } from '@formbuilder/contracts';
import { text } from '../../../text';
import type { Wizard } from '../use-wizard';

const ResumeForm = lazy(() => import('../resume/resume-form'));

export function ResumeLater({ form, wizard }: { form: PublicForm; wizard: Wizard }) {
  const [open, setOpen] = useState(false);
  if (open) {
    return (
      <Suspense fallback={null}>
        <ResumeForm
          formId={form.id}
          draft={wizard.draft}
          days={RESUME_LINK_DAYS}
          onSaved={wizard.setResumeToken}
          onClose={() => setOpen(false)}
        />
      </Suspense>
    );
  }
  return (
    <p className="rs-later">
      <button type="button" className="rs-link" onClick={() => setOpen(true)}>
        {text.resumeLater}
      </button>
    </p>
  );
}
