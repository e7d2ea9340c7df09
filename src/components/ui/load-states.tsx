import type { ReactNode } from 'react';
import type { Bilingual } from '@/i18n/text';
import { Alert } from './alert';
import { Button } from './button';
import { Spinner } from './spinner';

/** A region waiting for its data: the large spinner with its words shown, centred. */
export function LoadingBlock({ label }: { label: Bilingual }) {
  return (
    <div className="flex justify-center py-12">
      <Spinner size="lg" label={label} showLabel />
    </div>
  );
}

interface LoadFailedProps {
  title: string;
  /** The retry button's words; no button when there is nothing to retry. */
  retryLabel?: string;
  onRetry?: () => void;
  /** Classes for the retry button (`print:hidden` where the page is printed). */
  retryClassName?: string;
  children?: ReactNode;
}

/** A region whose data could not be loaded: the danger alert, with a button to ask again. */
export function LoadFailed({ title, retryLabel, onRetry, retryClassName, children }: LoadFailedProps) {
  return (
    <Alert
      tone="danger"
      title={title}
      actions={
        retryLabel && onRetry ? (
          <Button colour="outlined" size="sm" onClick={onRetry} className={retryClassName}>
            {retryLabel}
          </Button>
        ) : undefined
      }
    >
      {children}
    </Alert>
  );
}

interface QueryStatesProps<T> {
  /** A query's state, as TanStack Query gives it. */
  query: { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };
  loading: Bilingual;
  failed: string;
  retryLabel: string;
  children: (data: T) => ReactNode;
}

/** A region fed by one query: the spinner while it loads, the failure with a retry, then `children` with its data. */
export function QueryStates<T>({ query, loading, failed, retryLabel, children }: QueryStatesProps<T>) {
  if (query.isPending) return <LoadingBlock label={loading} />;
  if (query.isError || query.data === undefined)
    return <LoadFailed title={failed} retryLabel={retryLabel} onRetry={() => void query.refetch()} />;
  return children(query.data);
}

/** A region whose data came back with nothing to show: its words in a dashed box. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-line p-8 text-center text-fg-muted">{children}</p>;
}
