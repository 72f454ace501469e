// The pager under every list that can grow: server-side pages of DEFAULT_PER_PAGE, hidden while
// everything fits on one page, announcing the range it shows ("31-60 de 212").
import { Pagination } from 'antd';
import { DEFAULT_PER_PAGE } from '@formbuilder/contracts';

export interface ListPaginationProps {
  page: number;
  total: number;
  perPage?: number;
  onChange: (page: number) => void;
  /** What the list holds, for screen readers: 'Páginas de respostas'. */
  label: string;
}

export function ListPagination({ page, total, perPage = DEFAULT_PER_PAGE, onChange, label }: ListPaginationProps) {
  if (total <= perPage) return null;
  return (
    <nav aria-label={label}>
      <Pagination
        current={page}
        pageSize={perPage}
        total={total}
        showSizeChanger={false}
        showTotal={(count, [from, to]) => `${from}-${to} de ${count}`}
        onChange={onChange}
        align="center"
      />
    </nav>
  );
}
