/**
 * Icons naming the kit's own parts, grouped for convenience. Each lives in its own module, and icons/package.json
 * marks these modules free of side effects, so importing one here pulls in only that one.
 */
export { avatarIcon } from './avatar-icon';
export { buttonIcon } from './button-icon';
export { chipsIcon } from './chips-icon';
export { colorsIcon } from './colors-icon';
export { colorDesignIcon } from './color-design-icon';
export { containerIcon } from './container-icon';
export { dividerIcon } from './divider-icon';
export { drawerIcon } from './drawer-icon';
export { footerIcon } from './footer-icon';
export { gemIcon } from './gem-icon';
export { iconIcon } from './icon-icon';
export { illustrationIcon } from './illustration-icon';
export { imageIcon } from './image-icon';
export { imageSquareIcon } from './image-square-icon';
export { objectsIcon } from './objects-icon';
export { pageHeaderIcon } from './page-header-icon';
export { sparklesIcon } from './sparkles-icon';
export { tabBarIcon } from './tab-bar-icon';
export { typographyIcon } from './typography-icon';
