import type { InboxFilter } from './inbox';

/** How many views one member keeps, and how long a view's name may be. */
export const MAX_SAVED_VIEWS = 12;
export const VIEW_NAME_MAX = 40;

/**
 * A member's named view of the inbox list (staff review #6: "My day", "Unassigned new"): its stage,
 * owner and next-step filters, and whether the list opens with it. Never the search words: a search
 * can name a family, and a saved one would outlive the family's withdrawal.
 */
export interface SavedView extends Omit<InboxFilter, 'q'> {
  name: string;
  isDefault: boolean;
}

/** GET and PUT /api/inbox/views: the member's views in their order. */
export interface SavedViewsAnswer {
  views: SavedView[];
}

/** A name as compared: two views may not differ only in case or surrounding spaces. */
export const viewKey = (name: string) => name.trim().toLocaleLowerCase();
