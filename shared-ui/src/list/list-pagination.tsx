// The pager under every list that can grow: server-side pages of DEFAULT_PER_PAGE, hidden while
// everything fits on one page, announcing the range it shows ("31-60 de 212").
// antd's Pagination (which brings the whole Select) is downloaded only when a list has more than one
// page: a first screen whose list fits on one page does not carry it. Until it arrives, a space of its
// height holds its place, so nothing below moves.
import { lazy, Suspense } from 'react';
import { theme } from 'antd';
import { DEFAULT_PER_PAGE } from '@formbuilder/contracts';

export interface ListPaginationProps {
  page: number;
  total: number;
  perPage?: number;
  onChange: (page: number) => void;
  /** What the list holds, for screen readers: 'Páginas de respostas'. */
  label: string;
}

const Pagination = lazy(() => import('antd/es/pagination'));

export function ListPagination({ page, total, perPage = DEFAULT_PER_PAGE, onChange, label }: ListPaginationProps) {
  const { token } = theme.useToken();
  if (total <= perPage) return null;
  return (
    <nav aria-label={label}>
      <Suspense fallback={<div style={{ height: token.controlHeight }} />}>
        <Pagination
          current={page}
          pageSize={perPage}
          total={total}
          showSizeChanger={false}
          showTotal={(count, [from, to]) => `${from}-${to} de ${count}`}
          onChange={onChange}
          align="center"
        />
      </Suspense>
    </nav>
  );
}
