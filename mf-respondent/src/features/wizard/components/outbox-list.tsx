// The answers this phone finished offline (send/outbox.ts), each with where it stands: waiting for
// the connection, sent (confirmed by the API), or refused with the API's reason.
import { messages } from '@formbuilder/contracts';
import { text } from '../../../text';
import type { OutboxItem } from '../send/outbox';

const timeOf = (at: string) => new Date(at).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });

export function OutboxList({ items }: { items: OutboxItem[] }) {
  if (items.length === 0) return null;
  return (
    <section className="rs-outbox" aria-labelledby="outbox-title">
      <h2 id="outbox-title" className="rs-outbox__title">
        {text.outbox.title}
      </h2>
      <ul aria-live="polite">
        {items.map((item) => (
          <li key={item.key} data-state={item.state}>
            {text.outbox.item(timeOf(item.at))}:{' '}
            <strong>
              {item.state === 'sent'
                ? text.outbox.sent
                : item.state === 'waiting'
                  ? text.outbox.waiting
                  : `${text.outbox.refused}: ${item.message || messages.invalidRequest}`}
            </strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
