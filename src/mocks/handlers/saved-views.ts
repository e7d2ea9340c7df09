import { SAVED_VIEW_ENDPOINTS } from '#contracts/endpoints/saved-views';
import type { SavedView } from '#contracts/saved-views';
import { mockEndpoints } from '../route';
import { mockState } from '../state';

const held = mockState(() => ({ views: new Map<string, SavedView[]>() }));

/** Each account's saved views of the inbox, in memory, as the server keeps them: read and written whole. */
export const savedViewHandlers = mockEndpoints(SAVED_VIEW_ENDPOINTS, {
  views: ({ account }) => ({ views: held.views.get(account.id) ?? [] }),
  saveViews: ({ account, body }) => {
    held.views.set(account.id, body.views);
    return { views: body.views };
  },
});
