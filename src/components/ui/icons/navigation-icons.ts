/**
 * Navigation and account icons, grouped for convenience. Each lives in its own module, and icons/package.json
 * marks these modules free of side effects, so importing one here pulls in only that one.
 */
export { homeIcon } from './home-icon';
export { home2Icon } from './home-2-icon';
export { menuIcon } from './menu-icon';
export { closeIcon } from './close-icon';
export { chevronDownIcon } from './chevron-down-icon';
export { chevronUpIcon } from './chevron-up-icon';
export { chevronLeftIcon } from './chevron-left-icon';
export { chevronRightIcon } from './chevron-right-icon';
export { arrowLeftIcon } from './arrow-left-icon';
export { arrowRightIcon } from './arrow-right-icon';
export { loginIcon } from './login-icon';
export { logoutIcon } from './logout-icon';
export { externalLinkIcon } from './external-link-icon';
export { navigationIcon } from './navigation-icon';
export { linkIcon } from './link-icon';
export { globeIcon } from './globe-icon';
export { locationIcon } from './location-icon';
export { searchIcon } from './search-icon';
export { settingsIcon } from './settings-icon';
export { cartIcon } from './cart-icon';
export { userIcon } from './user-icon';
export { usersIcon } from './users-icon';
