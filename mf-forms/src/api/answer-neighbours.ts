// Previous/next in one answer's view: the answer was opened from a list (home, a form's
// 'Respostas' or its table) with its filter, order, snapshot and position; its neighbours are the rows just before and
// after it in that same list, read one row at a time with the same search, form and snapshot. The
// list travels in the router's state, never in the address (a search can be a name or a CPF).
import { useRequest } from '@formbuilder/shared-ui';
import { listSubmissions } from './submissions-api';

/** Where an answer was opened from: the list's filter and snapshot, and its 1-based position there. */
export interface AnswerListPlace {
  formId?: string;
  search: string;
  asOf?: string;
  position: number;
  /** The table view's range of days and order, when opened from it. */
  from?: string;
  to?: string;
  sort?: string;
}

export interface AnswerNeighbour {
  url: string;
  state: { from: AnswerListPlace };
}

export function answerListPlace(state: unknown): AnswerListPlace | undefined {
  const from = (state as { from?: Partial<AnswerListPlace> } | null)?.from;
  if (!from || typeof from.position !== 'number' || from.position < 1 || typeof from.search !== 'string') {
    return undefined;
  }
  const optional = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    formId: optional(from.formId),
    search: from.search,
    asOf: optional(from.asOf),
    position: from.position,
    ...(optional(from.from) ? { from: optional(from.from) } : {}),
    ...(optional(from.to) ? { to: optional(from.to) } : {}),
    ...(optional(from.sort) ? { sort: optional(from.sort) } : {}),
  };
}

async function rowAt(place: AnswerListPlace, position: number) {
  const { items, totalItems } = await listSubmissions({
    formId: place.formId,
    search: place.search,
    asOf: place.asOf,
    from: place.from,
    to: place.to,
    sort: place.sort,
    perPage: 1,
    page: position,
  });
  const row = items[0];
  return { totalItems, neighbour: row ? toNeighbour(place, position, row) : undefined };
}

function toNeighbour(place: AnswerListPlace, position: number, row: { id: string; form: { id: string } }) {
  return {
    url: `/forms/${row.form.id}/submissions/${row.id}`,
    state: { from: { ...place, position } },
  };
}

/** The answers before and after this one in the list it was opened from, and the list's size. */
export function useAnswerNeighbours(place: AnswerListPlace | undefined) {
  const key = place ? `answer-neighbours:${JSON.stringify(place)}` : 'answer-neighbours:none';
  const request = useRequest(
    key,
    async () => {
      if (!place) return undefined;
      const [previous, next] = await Promise.all([
        place.position > 1 ? rowAt(place, place.position - 1) : Promise.resolve(undefined),
        rowAt(place, place.position + 1),
      ]);
      return { previous: previous?.neighbour, next: next.neighbour, total: next.totalItems };
    },
    { enabled: place !== undefined },
  );
  return request.data;
}
