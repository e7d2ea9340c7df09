/**
 * Joins class names, skipping falsy ones. It does not resolve conflicts, and needs not: no element
 * may carry two classes that set the same property (text-fg with text-danger, inline-flex with
 * hidden), because then the stylesheet's order, not the code, would decide. A component offers a
 * prop or picks one class per property; tests/e2e/class-conflicts.spec.ts checks every rendered page
 * with tailwind-merge, which stays out of the visitor's download (it would cost 6 KB brotli).
 */
export const cn = (...classes: Array<string | false | null | undefined>) => classes.filter(Boolean).join(' ');
