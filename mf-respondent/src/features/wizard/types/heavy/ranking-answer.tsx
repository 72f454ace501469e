// RANKING, loaded only by forms that have one: the options as an ordered list; each item moves up or
// down with its buttons (touch, mouse, keyboard) or with Alt + arrow while it has the focus, and
// every move is announced. The order becomes the answer on the first move or on MANTER ESTA ORDEM.
import { useEffect, useRef, useState } from 'react';
import { kit } from '../kit';
import { typeText as text } from '../text';
import type { StepProps } from '../typed-answers';

export default function RankingAnswer({ question, answer, onChange, labelId, errorId }: StepProps) {
  const options = question.options.map((option) => option.text);
  const given = Array.isArray(answer) && answer.length === options.length ? [...answer] : null;
  const order = given ?? options;
  const [said, setSaid] = useState('');
  const [focusItem, setFocusItem] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);

  // After a move the moved item keeps the focus, so it can be moved again at once.
  useEffect(() => {
    if (focusItem === null || !list.current) return;
    const index = order.indexOf(focusItem);
    list.current.querySelectorAll<HTMLElement>('.rs-rank__item')[index]?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusItem, order.join('\n')]);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length) return;
    const item = order[from]!;
    onChange(kit.moveItem(order, from, to));
    setSaid(text.ranking.moved(item, to + 1));
    setFocusItem(item);
  };

  return (
    <div className="rs-rank">
      <p className="rs-hint" id={`${labelId}-rank-hint`}>
        {text.ranking.hint}
      </p>
      <ol
        className="rs-rank__list"
        ref={list}
        aria-labelledby={labelId}
        aria-describedby={`${labelId}-rank-hint ${errorId}`}
      >
        {order.map((item, index) => (
          <li
            key={item}
            className="rs-rank__item"
            tabIndex={0}
            aria-label={`${index + 1}. ${item}`}
            onKeyDown={(event) => {
              if (!event.altKey) return;
              if (event.key === 'ArrowUp') move(index, index - 1);
              else if (event.key === 'ArrowDown') move(index, index + 1);
              else return;
              event.preventDefault();
            }}
          >
            <span className="rs-rank__position" aria-hidden="true">
              {index + 1}
            </span>
            <span className="rs-rank__text">{item}</span>
            <button
              type="button"
              className="rs-rank__move"
              aria-label={text.ranking.up(item)}
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            >
              ↑
            </button>
            <button
              type="button"
              className="rs-rank__move"
              aria-label={text.ranking.down(item)}
              disabled={index === order.length - 1}
              onClick={() => move(index, index + 1)}
            >
              ↓
            </button>
          </li>
        ))}
      </ol>
      {!given && (
        <button type="button" className="rs-button rs-button--ghost" onClick={() => onChange([...order])}>
          {text.ranking.keep}
        </button>
      )}
      <p className="rs-visually-hidden" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
