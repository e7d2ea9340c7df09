import { lazy, Suspense, type ComponentProps } from 'react';
import { TabBarPlaceholder } from './tab-bar-placeholder';

const TabBar = lazy(() => import('./tab-bar').then((module) => ({ default: module.TabBar })));

/**
 * The tab bar's links work from the prerendered HTML, so its code loads after the page's rather than
 * before it; where a page is drawn in the browser, a bar of the same height holds its place meanwhile.
 */
export function LazyTabBar(props: ComponentProps<typeof TabBar>) {
  return (
    <Suspense fallback={<TabBarPlaceholder />}>
      <TabBar {...props} />
    </Suspense>
  );
}
