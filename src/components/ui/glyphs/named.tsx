/**
 * The glyphs Lucide lacks that only the name map (`../icon-names.ts`: server menus, the /kit
 * showcase) draws. Apart from `./common.tsx`, so a visitor's first load does not carry them.
 */
import Bell from 'lucide-react/icons/bell';
import MessageCircle from 'lucide-react/icons/message-circle';
import User from 'lucide-react/icons/user';
import { drawn, filled } from './common';

export const UserFilled = filled(User);
export const BellFilled = filled(Bell);
export const MessageCircleFilled = filled(MessageCircle);

/** Filled, Lucide's cart would fill the gap under its basket; drawn instead, like the house in `./common.tsx`. */
export const ShoppingCartFilled = drawn('shopping-cart-filled');
/** A calendar with a pencil: a booking that was changed. */
export const CalendarPen = drawn('calendar-pen');
/** A banknote with a pencil: an amount to edit. */
export const BanknotePen = drawn('banknote-pen');
/** A document on hold. */
export const FilePause = drawn('file-pause');
/** A picture inside a square frame. */
export const ImageSquare = drawn('image-square');
