/**
 * The glyphs Lucide lacks that only the name map (`../icon-names.ts`: server menus, the /kit
 * showcase) draws. Apart from `./common.tsx`, so a visitor's first load does not carry them.
 */
import type { LucideProps } from 'lucide-react';
import Bell from 'lucide-react/icons/bell';
import MessageCircle from 'lucide-react/icons/message-circle';
import User from 'lucide-react/icons/user';
import { Drawn, filled } from './common';

export const UserFilled = filled(User);
export const BellFilled = filled(Bell);
export const MessageCircleFilled = filled(MessageCircle);

/** Filled, Lucide's cart would fill the gap under its basket; drawn instead, like the house in `./common.tsx`. */
export function ShoppingCartFilled(props: LucideProps) {
  return (
    <Drawn {...props}>
      <path d="M2 2.5h1.2a1 1 0 0 1 1 .8L7 17h11" />
      <path fill="currentColor" d="M5 6h15.7a1 1 0 0 1 1 1.2l-1 5.2a2 2 0 0 1-2 1.6H6.7z" />
      <circle fill="currentColor" cx="8" cy="20.5" r="1.5" />
      <circle fill="currentColor" cx="18" cy="20.5" r="1.5" />
    </Drawn>
  );
}

const pencil =
  'M21.378 16.626a1 1 0 0 0-3.004-3.004l-4.01 4.012a2 2 0 0 0-.506.854l-.837 2.87a.5.5 0 0 0 .62.62l2.87-.837a2 2 0 0 0 .854-.506z';

/** A calendar with a pencil: a booking that was changed. */
export function CalendarPen(props: LucideProps) {
  return (
    <Drawn {...props}>
      <path d="M8 2v4M16 2v4M3 10h18" />
      <path d="M21 11V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h6" />
      <path d={pencil} />
    </Drawn>
  );
}

/** A banknote with a pencil: an amount to edit. */
export function BanknotePen(props: LucideProps) {
  return (
    <Drawn {...props}>
      <path d="M11 18H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v3" />
      <circle cx="11" cy="12" r="2" />
      <path d="M6 12h.01" />
      <path d={pencil} />
    </Drawn>
  );
}

/** A document on hold. */
export function FilePause(props: LucideProps) {
  return (
    <Drawn {...props}>
      <path d="M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z" />
      <path d="M14 2v5a1 1 0 0 0 1 1h5M10 12v6M14 12v6" />
    </Drawn>
  );
}

/** A picture inside a square frame. */
export function ImageSquare(props: LucideProps) {
  return (
    <Drawn {...props}>
      <rect x="2" y="2" width="20" height="20" rx="3" />
      <rect x="6" y="6" width="12" height="12" rx="1" />
      <path d="m6 16 3.3-3.3a1 1 0 0 1 1.4 0L16 18" />
      <circle cx="14.5" cy="9.5" r="1" />
    </Drawn>
  );
}
