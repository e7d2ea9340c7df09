/** Holds the tab bar's place while its code loads, where a page is drawn in the browser, so nothing moves. */
export function TabBarPlaceholder() {
  return <div aria-hidden="true" className="hidden h-tabbar min-[280px]:block" />;
}
