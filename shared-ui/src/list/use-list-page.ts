// The page number of a server-side list, back to the first page whenever what is listed changes
// (a new search, another category), so a search never opens on an empty page 7.
import { useState } from 'react';

export function useListPage(resetKey: string): [number, (page: number) => void] {
  const [state, setState] = useState({ key: resetKey, page: 1 });
  const page = state.key === resetKey ? state.page : 1;
  const setPage = (next: number) => setState({ key: resetKey, page: next });
  return [page, setPage];
}
