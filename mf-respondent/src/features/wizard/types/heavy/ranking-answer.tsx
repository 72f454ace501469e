// RANKING, loaded only by forms that have one: the options as an ordered list; each item moves up or
// down with its buttons (touch, mouse, keyboard), with Alt + arrow while it has the focus, or dragged
// by its handle (pointer events: a finger or the mouse), and every move is announced. The order
// becomes the answer on the first move or on MANTER ESTA ORDEM.
import { useEffect, useRef, useState, type PointerEvent } from 'react';
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
  // While dragging: the order as last changed, ahead of the render that shows it, and the item.
  const current = useRef(order);
  const dragging = useRef<{ item: string; pointer: number; from: number } | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);

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

  const startDrag = (event: PointerEvent<HTMLElement>, item: string) => {
    if (event.button !== 0 || dragging.current) return;
    event.preventDefault();
    current.current = order;
    // The list holds the pointer, not the handle: the items move in the page while dragged.
    list.current?.setPointerCapture?.(event.pointerId);
    dragging.current = { item, pointer: event.pointerId, from: order.indexOf(item) };
    setDragged(item);
  };

  // While dragging, the item takes the place of the items whose middle the pointer has passed.
  const drag = (event: PointerEvent<HTMLOListElement>) => {
    const dragged = dragging.current;
    if (!dragged || event.pointerId !== dragged.pointer || !list.current) return;
    const items = [...list.current.querySelectorAll<HTMLElement>('.rs-rank__item')];
    const at = current.current.indexOf(dragged.item);
    let to = 0;
    items.forEach((element, index) => {
      const box = element.getBoundingClientRect();
      if (index !== at && event.clientY > box.top + box.height / 2) to += 1;
    });
    if (to === at) return;
    current.current = kit.moveItem(current.current, at, to);
    onChange(current.current);
  };

  const endDrag = (event: PointerEvent<HTMLOListElement>) => {
    const dragged = dragging.current;
    if (!dragged || event.pointerId !== dragged.pointer) return;
    const to = current.current.indexOf(dragged.item);
    dragging.current = null;
    setDragged(null);
    if (to !== dragged.from) setSaid(text.ranking.moved(dragged.item, to + 1));
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
        onPointerMove={drag}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        {order.map((item, index) => (
          <li
            key={item}
            className={`rs-rank__item${dragged === item ? ' rs-rank__item--dragged' : ''}`}
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
            <span className="rs-rank__grip" aria-hidden="true" onPointerDown={(event) => startDrag(event, item)}>
              ⠿
            </span>
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
