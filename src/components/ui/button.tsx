import type { ComponentProps, ReactNode } from 'react';
import { ButtonOrLink } from './button-or-link';
import { Icon, type IconComponent } from './icon';
import { recipe } from './recipe';

export type ButtonColour = 'brand' | 'cta' | 'outlined' | 'ghost' | 'danger';
export type ButtonSize = 'lg' | 'md' | 'sm' | 'xs';

/** Colours shared by `Button` and `IconButton`; hover is off while disabled (no pointer events). */
export const buttonColours: Record<ButtonColour, string> = {
  brand: 'bg-brand text-brand-fg hover:bg-brand/90',
  cta: 'bg-cta text-cta-fg hover:bg-cta/90',
  outlined: 'border border-brand text-brand hover:bg-brand-soft',
  ghost: 'text-brand hover:bg-brand-soft',
  danger: 'bg-danger text-danger-fg hover:bg-danger/90',
};

/** The look both buttons share: focus ring, disabled state for `disabled` and `aria-disabled`. */
export const buttonBase =
  'inline-flex shrink-0 select-none items-center justify-center whitespace-nowrap rounded-full font-medium transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50';

/** Button classes by colour and size (spec §9: lg 3.5rem, md 3rem, sm 2.5rem, xs 2rem); outlined and md by default. */
export const buttonVariants = recipe(
  buttonBase,
  {
    colour: buttonColours,
    size: {
      lg: 'h-btn-lg gap-2 px-7 text-lg',
      md: 'h-btn-md gap-2 px-6 text-base',
      sm: 'h-btn-sm gap-2 px-4 text-sm',
      xs: 'h-btn-xs gap-1.5 px-3 text-sm',
    } satisfies Record<ButtonSize, string>,
  },
  { colour: 'outlined', size: 'md' },
);

interface ButtonOwnProps {
  colour?: ButtonColour;
  size?: ButtonSize;
  /** An icon before the text (at the start side). */
  startIcon?: IconComponent;
  /** An icon after the text (at the end side). */
  endIcon?: IconComponent;
  /** Mirror the icons in right-to-left: set it for arrows and other icons that point along the line. */
  mirrorIcons?: boolean;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

type ButtonAsButton = ButtonOwnProps & Omit<ComponentProps<'button'>, keyof ButtonOwnProps> & { to?: undefined };
type ButtonAsLink = ButtonOwnProps &
  Omit<ComponentProps<'a'>, keyof ButtonOwnProps | 'href' | 'target' | 'rel'> & {
    /** An internal path renders a router link; an http(s), mailto or tel URL an anchor. */
    to: string;
    /** Said to screen readers after an http(s) link's name: "(opens in a new tab)". */
    newTabLabel?: string;
  };

export type ButtonProps = ButtonAsButton | ButtonAsLink;

/** A button, or a link that looks like one when given `to`. */
export function Button({
  colour,
  size = 'md',
  startIcon,
  endIcon,
  mirrorIcons = false,
  className,
  children,
  ...rest
}: ButtonProps) {
  const iconSize = size === 'lg' || size === 'md' ? 'sm' : 'xs';
  const classes = buttonVariants({ colour, size, className });
  const content = (
    <>
      {startIcon && <Icon icon={startIcon} mirror={mirrorIcons} size={iconSize} />}
      {children}
      {endIcon && <Icon icon={endIcon} mirror={mirrorIcons} size={iconSize} />}
    </>
  );
  return (
    <ButtonOrLink {...rest} className={classes}>
      {content}
    </ButtonOrLink>
  );
}
