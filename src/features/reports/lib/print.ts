/**
 * On paper the reports are dark ink on white whatever scheme the screen shows: inside this class
 * the colour tokens take their light values (src/styles/index.css `:root`) when printing. Charts
 * are SVG fills, which print even when the browser leaves backgrounds out.
 */
export const printOnWhite = [
  'print:[--color-brand:30_76_140]',
  'print:[--color-brand-soft:229_237_248]',
  'print:[--color-surface:255_255_255]',
  'print:[--color-surface-raised:255_255_255]',
  'print:[--color-surface-sunken:241_237_229]',
  'print:[--color-line:217_210_198]',
  'print:[--color-fg:27_33_46]',
  'print:[--color-fg-muted:84_90_104]',
  'print:[--color-danger:180_35_35]',
  'print:[--color-danger-soft:253_236_236]',
].join(' ');
