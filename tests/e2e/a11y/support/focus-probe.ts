/**
 * Page-side probes for the keyboard walk. Each runs inside the page through `page.evaluate`,
 * so each is self-contained: no imports and no helpers from outside its own body.
 */

/** A reachable control as the walk expects it. */
export interface Tabbable {
  key: string;
  label: string;
}

/**
 * Marks every element a keyboard user can Tab to (rendered, not inert, not disabled, tab index
 * ≥ 0) with `data-a11y-key`, and records the unfocused outline and box-shadow of each one and
 * its near ancestors, so the walk can tell a focus ring from an outline or shadow always there.
 */
export function markTabbables(): Tabbable[] {
  const selector =
    'a[href], area[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable="true"]';
  const baseline = new Map<Element, { outline: string; boxShadow: string }>();
  const record = (element: Element) => {
    const style = getComputedStyle(element);
    baseline.set(element, {
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      boxShadow: style.boxShadow,
    });
  };
  const found: Tabbable[] = [];
  document.querySelectorAll<HTMLElement>(selector).forEach((element, index) => {
    if (element.tabIndex < 0 || element.matches(':disabled') || element.closest('[inert]')) return;
    if (element instanceof HTMLInputElement && element.type === 'hidden') return;
    if (!element.checkVisibility({ checkVisibilityCSS: true })) return;
    // The element and three ancestors: a card may draw the ring for the link inside it.
    for (let node: Element | null = element, depth = 0; node && depth < 4; node = node.parentElement, depth += 1) {
      record(node);
    }
    element.dataset.a11yKey = String(index);
    const name = element.getAttribute('aria-label') || element.textContent || element.getAttribute('placeholder') || '';
    found.push({ key: String(index), label: `<${element.localName}> "${name.replace(/\s+/g, ' ').trim()}"` });
  });
  (window as unknown as { a11yBaseline: typeof baseline }).a11yBaseline = baseline;
  return found;
}

/** What the walk learns about the focused element. */
export interface FocusProbe {
  /** Nothing (or the body) has focus. */
  none: boolean;
  key?: string;
  label: string;
  /** The element's position in document order. */
  order: number;
  inMain: boolean;
  /** Why the focus indicator is missing or too faint; empty when it is fine. */
  indicatorProblem: string;
  /** Why the element cannot be seen: under the fixed bars, or off screen; empty when visible. */
  obscuredProblem: string;
  /** The target size when under 24 × 24 CSS px and not exempt; empty otherwise. */
  sizeProblem: string;
}

/** Inspects `document.activeElement`: focus indicator, Focus Not Obscured (2.4.11), Target Size (2.5.8). */
export function probeFocus(): FocusProbe {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body || element === document.documentElement) {
    return {
      none: true,
      label: '',
      order: -1,
      inMain: false,
      indicatorProblem: '',
      obscuredProblem: '',
      sizeProblem: '',
    };
  }

  type Rgba = { r: number; g: number; b: number; a: number };
  const parse = (value: string): Rgba | null => {
    const match = /rgba?\(([^)]+)\)/.exec(value);
    if (!match?.[1]) return null;
    const [r = 0, g = 0, b = 0, a = 1] = match[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return { r, g, b, a };
  };
  /** The opaque colour seen through `node`'s own and its ancestors' backgrounds. */
  const backdrop = (node: Element | null): Rgba => {
    const layers: Rgba[] = [];
    for (let current = node; current; current = current.parentElement) {
      const colour = parse(getComputedStyle(current).backgroundColor);
      if (colour && colour.a > 0) {
        layers.push(colour);
        if (colour.a >= 1) break;
      }
    }
    return layers.reduceRight<Rgba>(
      (below, top) => ({
        r: top.r * top.a + below.r * (1 - top.a),
        g: top.g * top.a + below.g * (1 - top.a),
        b: top.b * top.a + below.b * (1 - top.a),
        a: 1,
      }),
      { r: 255, g: 255, b: 255, a: 1 },
    );
  };
  const luminance = ({ r, g, b }: Rgba) => {
    const channel = (value: number) => {
      const s = value / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (one: Rgba, two: Rgba) => {
    const [light, dark] = [luminance(one), luminance(two)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };
  const show = ({ r, g, b }: Rgba) => `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`;

  const name = (element.getAttribute('aria-label') || element.textContent || element.getAttribute('placeholder') || '')
    .replace(/\s+/g, ' ')
    .trim();
  const html = element.outerHTML.replace(/ data-a11y-key="\d+"/, '').replace(/\s+/g, ' ');
  const label = `<${element.localName}> "${name.slice(0, 50)}" ${html.slice(0, 180)}${html.length > 180 ? '…' : ''}`;

  // Focus indicator: an outline or box-shadow that appears on focus, on the element or on one of
  // three ancestors (a card drawing the ring for its link), in a colour with at least 3:1
  // contrast against what surrounds it (WCAG 1.4.11).
  const baseline = (window as unknown as { a11yBaseline?: Map<Element, { outline: string; boxShadow: string }> })
    .a11yBaseline;
  let indicatorProblem = '';
  let indicator: { colour: Rgba; around: Rgba; what: string } | undefined;
  for (
    let node: Element | null = element, depth = 0;
    node && depth < 4 && !indicator;
    node = node.parentElement, depth += 1
  ) {
    const style = getComputedStyle(node);
    const base = baseline?.get(node);
    const outline = `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
    const outlineColour = parse(style.outlineColor);
    const outlineShown =
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 && !!outlineColour && outlineColour.a > 0;
    // Without a baseline (an element added since), only the element's own outline counts.
    const outlineNew = base ? outline !== base.outline : depth === 0;
    const shadowNew = style.boxShadow !== 'none' && (base ? style.boxShadow !== base.boxShadow : depth === 0);
    const tag = depth === 0 ? '' : ` on ancestor <${node.localName}>`;
    if (outlineShown && outlineNew && outlineColour) {
      // An outline drawn outside the box sits on the parent's background; one inset sits on the node's.
      const around = backdrop(parseFloat(style.outlineOffset) >= 0 ? node.parentElement : node);
      indicator = { colour: outlineColour, around, what: `outline ${style.outlineWidth}${tag}` };
    } else if (shadowNew) {
      const ring = parse(style.boxShadow);
      if (ring) indicator = { colour: ring, around: backdrop(node.parentElement), what: `box-shadow${tag}` };
    }
  }
  if (!indicator) {
    const style = getComputedStyle(element);
    indicatorProblem = `no focus indicator (outline: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow: ${style.boxShadow})`;
  } else {
    const ratio = contrast(indicator.colour, indicator.around);
    if (ratio < 3) {
      indicatorProblem = `${indicator.what} ${show(indicator.colour)} on ${show(indicator.around)}: ${ratio.toFixed(2)}:1 < 3:1`;
    }
  }

  // Focus Not Obscured: the element is not entirely hidden by fixed or sticky bars (the navbar,
  // the search and tab bars), sampled on a 5 × 5 grid over its on-screen part.
  const rect = element.getBoundingClientRect();
  const left = Math.max(rect.left, 0);
  const right = Math.min(rect.right, window.innerWidth);
  const top = Math.max(rect.top, 0);
  const bottom = Math.min(rect.bottom, window.innerHeight);
  let obscuredProblem = '';
  if (right - left < 1 || bottom - top < 1) {
    obscuredProblem = `off screen at ${Math.round(rect.left)},${Math.round(rect.top)} (${Math.round(rect.width)}×${Math.round(rect.height)})`;
  } else {
    const bars = Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter((node) => {
      const position = getComputedStyle(node).position;
      return (position === 'fixed' || position === 'sticky') && !node.contains(element) && node.checkVisibility();
    });
    let shown = false;
    for (let i = 0; i < 5 && !shown; i += 1) {
      for (let j = 0; j < 5 && !shown; j += 1) {
        const x = left + ((right - left) * (i + 0.5)) / 5;
        const y = top + ((bottom - top) * (j + 0.5)) / 5;
        const hit = document.elementFromPoint(x, y);
        if (!hit || !bars.some((bar) => bar.contains(hit))) shown = true;
      }
    }
    if (!shown) {
      const cover = bars.find((bar) => {
        const box = bar.getBoundingClientRect();
        return box.top <= top && box.bottom >= bottom;
      });
      const coverName = cover ? `<${cover.localName} class="${cover.className}">` : 'the fixed bars';
      obscuredProblem = `entirely under ${coverName} (element at y ${Math.round(rect.top)}–${Math.round(rect.bottom)}, viewport ${window.innerHeight})`;
    }
  }

  // Target Size (Minimum): 24 × 24 CSS px, except a link inline in a sentence. A link stretched
  // over its card by an absolutely positioned ::before/::after at inset 0 is as big as the card;
  // a field's labels click it too, so the biggest of them counts.
  const parent = element.parentElement;
  const inSentence =
    parent?.localName === 'p' && (parent.textContent ?? '').trim() !== (element.textContent ?? '').trim();
  const stretched = ['::before', '::after'].some((pseudo) => {
    const box = getComputedStyle(element, pseudo);
    return (
      box.content !== 'none' &&
      box.content !== 'normal' &&
      box.position === 'absolute' &&
      [box.top, box.right, box.bottom, box.left].every((inset) => inset === '0px')
    );
  });
  const host = stretched ? element.offsetParent : null;
  const labels = element instanceof HTMLInputElement ? Array.from(element.labels ?? []) : [];
  const target = [host && host !== document.body ? host : element, ...labels]
    .map((node) => node.getBoundingClientRect())
    .reduce((biggest, box) => (box.width * box.height > biggest.width * biggest.height ? box : biggest));
  const sizeProblem =
    !inSentence && (target.width < 24 - 0.01 || target.height < 24 - 0.01)
      ? `${target.width.toFixed(1)}×${target.height.toFixed(1)} px`
      : '';

  return {
    none: false,
    key: element.dataset.a11yKey,
    label,
    order: Array.from(document.querySelectorAll('*')).indexOf(element),
    inMain: !!element.closest('main'),
    indicatorProblem,
    obscuredProblem,
    sizeProblem,
  };
}
