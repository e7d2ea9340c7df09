import type { ComponentProps } from 'react';
import { Anchor, type AnchorProps } from './anchor';

/** A `type="button"` button, or a link (through `Anchor`) when given `to`: what `Button` and `IconButton` render. */
export type ButtonOrLinkProps = (ComponentProps<'button'> & { to?: undefined }) | AnchorProps;

export function ButtonOrLink(props: ButtonOrLinkProps) {
  if (props.to !== undefined) return <Anchor {...props} to={props.to} />;
  const { to: _to, type = 'button', ...buttonProps } = props;
  return <button type={type} {...buttonProps} />;
}
