import type { ComponentProps, ReactNode } from 'react';
import { ButtonOrLink } from './button-or-link';
import { buttonBase, buttonColours, type ButtonColour, type ButtonSize } from './button';
import { Icon, type IconComponent } from './icon';
import { recipe } from './recipe';

/** Round icon-only buttons at the button heights; ghost and md by default. */
export const iconButtonVariants = recipe(
  `relative aspect-square ${buttonBase}`,
  {
    colour: buttonColours,
    size: { lg: 'h-btn-lg', md: 'h-btn-md', sm: 'h-btn-sm', xs: 'h-btn-xs' } satisfies Record<ButtonSize, string>,
  },
  { colour: 'ghost', size: 'md' },
);

interface IconButtonOwnProps {
  icon: IconComponent;
  /** Mirror the icon in right-to-left, for one that points along the line (an arrow, log out). */
  mirror?: boolean;
  /** The accessible name; required, there is no visible text. */
  label: string;
  colour?: ButtonColour;
  size?: ButtonSize;
  /** Something pinned to the top end corner, such as a `CountBadge`. */
  badge?: ReactNode;
  disabled?: boolean;
  className?: string;
}

type IconButtonAsButton = IconButtonOwnProps &
  Omit<ComponentProps<'button'>, keyof IconButtonOwnProps | 'children'> & { to?: undefined };
type IconButtonAsLink = IconButtonOwnProps &
  Omit<ComponentProps<'a'>, keyof IconButtonOwnProps | 'children' | 'href' | 'target' | 'rel'> & {
    to: string;
    /** Said to screen readers after an http(s) link's name: "(opens in a new tab)". */
    newTabLabel?: string;
  };

export type IconButtonProps = IconButtonAsButton | IconButtonAsLink;

/** An icon-only button, or link when given `to` (same rules as `Button`). Named by `label` in screen-reader text. */
export function IconButton({ icon, mirror, label, colour, size = 'md', badge, className, ...rest }: IconButtonProps) {
  const classes = iconButtonVariants({ colour, size, className });
  const content = (
    <>
      <Icon icon={icon} mirror={mirror} size={size === 'xs' ? 'xs' : size === 'lg' ? 'md' : 'sm'} />
      <span className="sr-only">{label}</span>
      {badge && (
        <>
          {' '}
          <span className="absolute -end-1 -top-1">{badge}</span>
        </>
      )}
    </>
  );
  return (
    <ButtonOrLink {...rest} className={classes}>
      {content}
    </ButtonOrLink>
  );
}
