import { lazy, Suspense, type ComponentProps } from 'react';

const TabBar = lazy(() => import('./tab-bar').then((module) => ({ default: module.TabBar })));

/**
 * The tab bar's links work from the prerendered HTML, so its code loads after the page's rather than
 * before it; where a page is drawn in the browser, a bar of the same height holds its place meanwhile.
 */
export function LazyTabBar(props: ComponentProps<typeof TabBar>) {
  return (
    <Suspense fallback={<div aria-hidden="true" className="hidden h-tabbar min-[280px]:block" />}>
      <TabBar {...props} />
    </Suspense>
  );
}
