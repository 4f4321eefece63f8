import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button.tsx';

export interface TablePaging {
  /** 1-based, as the API counts pages. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** Previous and Next under a server-paged table, with where the reader is in the whole list. */
export function TablePager({ paging }: { paging: TablePaging }) {
  const { page, pageSize, total, onPageChange } = paging;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted">
      <p aria-live="polite" className="tabular-nums">
        {first}–{last} of {total.toLocaleString()} · page {page} of {pages}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" className="min-h-9 px-3" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Button>
        <Button variant="secondary" className="min-h-9 px-3" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
