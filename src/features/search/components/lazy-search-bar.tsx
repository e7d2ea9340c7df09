import { lazy, Suspense, type ComponentProps } from 'react';

const SearchBar = lazy(() => import('./search-bar').then((module) => ({ default: module.SearchBar })));

/**
 * The search bar loads beside the page rather than before it; until then an empty bar of the
 * same height holds its place, so nothing moves.
 */
export function LazySearchBar(props: ComponentProps<typeof SearchBar>) {
  return (
    <Suspense fallback={<div aria-hidden="true" className="h-searchbar" />}>
      <SearchBar {...props} />
    </Suspense>
  );
}
