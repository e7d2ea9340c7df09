import { lazy, Suspense, type ComponentProps } from 'react';

const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })));

/** The footer sits below the fold, so it (and its brand marks) loads after the page, not before it. */
export function LazyFooter(props: ComponentProps<typeof Footer>) {
  return (
    <Suspense fallback={null}>
      <Footer {...props} />
    </Suspense>
  );
}
