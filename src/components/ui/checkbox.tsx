import type { ComponentProps } from 'react';

/** A native checkbox, a fingertip wide, in the brand's colour with the kit's focus ring; `Field variant="inline"` labels it. */
export function Checkbox(props: Omit<ComponentProps<'input'>, 'type' | 'className'>) {
  return (
    <input
      {...props}
      type="checkbox"
      className="mt-0.5 size-6 shrink-0 cursor-pointer rounded accent-brand focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    />
  );
}
