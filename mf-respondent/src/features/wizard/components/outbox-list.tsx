// The answers this phone finished offline (send/outbox.ts), each with where it stands: waiting for
// the connection, sent (confirmed by the API), or refused with the API's reason. A chunk of its own,
// loaded by the wizard only when there is something to list.
import { outboxText as text } from '../send/outbox-text';
import type { OutboxItem } from '../send/outbox';
import './outbox-list.css';

const timeOf = (at: string) => new Date(at).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });

export default function OutboxList({ items }: { items: OutboxItem[] }) {
  return (
    <section className="rs-outbox" aria-labelledby="outbox-title">
      <h2 id="outbox-title" className="rs-outbox__title">
        {text.title}
      </h2>
      <ul aria-live="polite">
        {items.map((item) => (
          <li key={item.key} data-state={item.state}>
            {text.item(timeOf(item.at))}:{' '}
            <strong>
              {item.state === 'sent'
                ? text.sent
                : item.state === 'waiting'
                  ? text.waiting
                  : `${text.refused}: ${item.message}`}
            </strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
