import { Fragment, type ReactNode } from 'react';

/**
 * A wording with an element in place of each `{name}`: `fillPlaceholders('Call {phone}', { phone: <bdi dir="ltr">…</bdi> })`.
 * For what a plain string cannot hold, such as a left-to-right number inside Arabic or a `<time>`.
 * A placeholder without a value stays as written, so a wording mistake shows instead of vanishing.
 */
export function fillPlaceholders(wording: string, values: Readonly<Record<string, ReactNode>>): ReactNode {
  // Splitting on a captured group puts each placeholder's name at the odd indexes.
  return wording
    .split(/\{(\w+)\}/)
    .map((part, index) => (
      <Fragment key={index}>
        {index % 2 === 0 ? part : Object.hasOwn(values, part) ? values[part] : `{${part}}`}
      </Fragment>
    ));
}
