import { messages } from '@formbuilder/contracts';
import { text } from '../../text';

export function FormNotFoundPage() {
  return (
    <section className="rs-card rs-message">
      <h1 className="rs-title">{messages.formUnavailable}</h1>
      <p className="rs-muted">{text.notFoundDetail}</p>
    </section>
  );
}
