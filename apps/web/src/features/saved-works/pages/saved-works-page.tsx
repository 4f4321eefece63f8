import { SavedWorksMessages } from '@art-market/domain/copy';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TablePager } from '#web/components/ui/table-pager.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useSavedWorks } from '../api/get-saved-works.ts';
import { CollectorPage } from '../components/collector-page.tsx';
import { SavedWorkRow } from '../components/saved-work-row.tsx';

/** /saved: the collector's saved works, newest first, paged (?page=). */
export function SavedWorksPage() {
  useDocumentTitle('Saved works');
  return <CollectorPage title="Saved works">{(token) => <SavedWorksList token={token} />}</CollectorPage>;
}

function SavedWorksList({ token }: { token: string }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const saved = useSavedWorks(token, page);
  if (saved.isPending) return <Spinner label="Loading your saved works…" />;
  if (saved.isError) {
    return <ErrorPanel message={errorMessage(saved.error, SavedWorksMessages.fetchSaved)} onRetry={() => saved.refetch()} />;
  }
  const { items, total, pageSize } = saved.data;
  if (total === 0) {
    return (
      <EmptyState title={SavedWorksMessages.noSaved}>
        <ButtonLink to="/" variant="secondary">
          Explore artworks
        </ButtonLink>
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <ul aria-label="Saved works" className="border-t border-line">
        {items.map((work) => (
          <SavedWorkRow key={work.productId} work={work} />
        ))}
      </ul>
      <TablePager paging={{ page, pageSize, total, onPageChange: (next) => setParams(next > 1 ? { page: String(next) } : {}) }} />
    </div>
  );
}
