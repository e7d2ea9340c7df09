/**
 * The filled look of the current tab or menu item, grouped for convenience. Each lives in its own module, and icons/package.json
 * marks these modules free of side effects, so importing one here pulls in only that one.
 */
export { homeActiveIcon } from './home-active-icon';
export { heartActiveIcon } from './heart-active-icon';
export { buildingActiveIcon } from './building-active-icon';
export { usersActiveIcon } from './users-active-icon';
export { calendarActiveIcon } from './calendar-active-icon';
export { cartActiveIcon } from './cart-active-icon';
export { userActiveIcon } from './user-active-icon';
export { bellActiveIcon } from './bell-active-icon';
export { chatActiveIcon } from './chat-active-icon';
