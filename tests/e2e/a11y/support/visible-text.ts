/**
 * Every piece of text a sighted visitor can see on the page: rendered text nodes (not inside
 * `.sr-only` or an `aria-hidden` subtree, not in a hidden, invisible or transparent element)
 * and the placeholders and values of visible fields. Runs in the page through `page.evaluate`,
 * so it is self-contained.
 */
export function collectVisibleText(): string[] {
  const texts: string[] = [];
  const shown = (element: Element) =>
    element.checkVisibility({ checkVisibilityCSS: true, checkOpacity: true }) ||
    // `display: contents` has no box of its own; its children decide.
    getComputedStyle(element).display === 'contents';
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      if (node instanceof Element) {
        // `data-user-content`: what someone wrote (a family's name, message, a staff note), in their language.
        if (node.matches('script, style, template, noscript, .sr-only, [aria-hidden="true"], [data-user-content]')) {
          return NodeFilter.FILTER_REJECT;
        }
        if (getComputedStyle(node).display === 'none') return NodeFilter.FILTER_REJECT;
        return NodeFilter.FILTER_SKIP;
      }
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.replace(/\s+/g, ' ').trim();
    const parent = node.parentElement;
    if (!text || !parent || !shown(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) texts.push(text);
  }
  // A field's placeholder, or its value where the value is what the field shows (not a radio's).
  const shownValue = /^(text|search|email|tel|url|number|date|datetime-local|month|time|week|button|submit|reset)$/;
  document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea').forEach((field) => {
    if (field.closest('[aria-hidden="true"]') || !shown(field)) return;
    if (field.placeholder && !field.value) texts.push(field.placeholder.trim());
    if (field.value && (field instanceof HTMLTextAreaElement || shownValue.test(field.type))) {
      texts.push(field.value.trim());
    }
  });
  return texts;
}
