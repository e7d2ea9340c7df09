/**
 * A wording with each `{name}` replaced by its value, as plain text (fillPlaceholders puts elements
 * in). An unknown name stays as written, so a wording mistake shows instead of vanishing.
 */
export const fillText = (wording: string, values: Readonly<Record<string, string>>) =>
  wording.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name]! : whole));
