// The form as a respondent sees it. Exposed to the shell for previews, so it takes the form as a prop.
import type { PublicForm } from '@formbuilder/contracts';
import { text } from '../../../text';

export default function FormWizard({ form }: { form: PublicForm }) {
  return (
    <section className="rs-card" aria-labelledby="form-title">
      {form.company.logo && <img className="rs-logo" src={form.company.logo} alt={form.company.name} />}
      <h1 id="form-title" className="rs-title">
        {form.title}
      </h1>
      <p className="rs-muted">
        {form.company.name} · {text.questions(form.questions.length)}
      </p>
      <button type="button" className="rs-button">
        {text.start}
      </button>
    </section>
  );
}
