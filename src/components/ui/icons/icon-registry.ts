import { arrowLeftIcon } from './arrow-left-icon';
import { arrowRightIcon } from './arrow-right-icon';
import { avatarIcon } from './avatar-icon';
import { bellActiveIcon } from './bell-active-icon';
import { bellIcon } from './bell-icon';
import { briefcaseIcon } from './briefcase-icon';
import { buildingActiveIcon } from './building-active-icon';
import { buildingIcon } from './building-icon';
import { buttonIcon } from './button-icon';
import { calendarActiveIcon } from './calendar-active-icon';
import { calendarEditedIcon } from './calendar-edited-icon';
import { calendarIcon } from './calendar-icon';
import { cartActiveIcon } from './cart-active-icon';
import { cartIcon } from './cart-icon';
import { chatActiveIcon } from './chat-active-icon';
import { chatIcon } from './chat-icon';
import { checkCircleIcon } from './check-circle-icon';
import { checkIcon } from './check-icon';
import { chevronDownIcon } from './chevron-down-icon';
import { chevronLeftIcon } from './chevron-left-icon';
import { chevronRightIcon } from './chevron-right-icon';
import { chevronUpIcon } from './chevron-up-icon';
import { chipsIcon } from './chips-icon';
import { clockIcon } from './clock-icon';
import { closeIcon } from './close-icon';
import { coinsIcon } from './coins-icon';
import { colorDesignIcon } from './color-design-icon';
import { colorsIcon } from './colors-icon';
import { containerIcon } from './container-icon';
import { contractIcon } from './contract-icon';
import { dividerIcon } from './divider-icon';
import { documentIcon } from './document-icon';
import { dollarCircleIcon } from './dollar-circle-icon';
import { downloadIcon } from './download-icon';
import { drawIcon } from './draw-icon';
import { drawerIcon } from './drawer-icon';
import { editIcon } from './edit-icon';
import { envelopeIcon } from './envelope-icon';
import { errorCircleIcon } from './error-circle-icon';
import { externalLinkIcon } from './external-link-icon';
import { eyeClosedIcon } from './eye-closed-icon';
import { eyeOpenIcon } from './eye-open-icon';
import { faqIcon } from './faq-icon';
import { fileCheckIcon } from './file-check-icon';
import { fileClockIcon } from './file-clock-icon';
import { fileIcon } from './file-icon';
import { filePauseIcon } from './file-pause-icon';
import { filesIcon } from './files-icon';
import { foodIcon } from './food-icon';
import { footerIcon } from './footer-icon';
import { formIcon } from './form-icon';
import { gemIcon } from './gem-icon';
import { globeIcon } from './globe-icon';
import { handshakeIcon } from './handshake-icon';
import { heartActiveIcon } from './heart-active-icon';
import { heartIcon } from './heart-icon';
import { home2Icon } from './home-2-icon';
import { homeActiveIcon } from './home-active-icon';
import { homeIcon } from './home-icon';
import { hourglassIcon } from './hourglass-icon';
import { iconIcon } from './icon-icon';
import { illustrationIcon } from './illustration-icon';
import { imageIcon } from './image-icon';
import { imageSquareIcon } from './image-square-icon';
import { infoCircleIcon } from './info-circle-icon';
import { invoiceIcon } from './invoice-icon';
import { lightDarkIcon } from './light-dark-icon';
import { linkIcon } from './link-icon';
import { locationIcon } from './location-icon';
import { loginIcon } from './login-icon';
import { logoutIcon } from './logout-icon';
import { menuIcon } from './menu-icon';
import { minusIcon } from './minus-icon';
import { moneyEditIcon } from './money-edit-icon';
import { navigationIcon } from './navigation-icon';
import { notificationsIcon } from './notifications-icon';
import { objectsIcon } from './objects-icon';
import { pageHeaderIcon } from './page-header-icon';
import { phoneIcon } from './phone-icon';
import { plusIcon } from './plus-icon';
import { progressClaimIcon } from './progress-claim-icon';
import { pumpDispenserIcon } from './pump-dispenser-icon';
import { purchaseOrderIcon } from './purchase-order-icon';
import { searchIcon } from './search-icon';
import { settingsIcon } from './settings-icon';
import { sparklesIcon } from './sparkles-icon';
import { tabBarIcon } from './tab-bar-icon';
import { taxIdIcon } from './tax-id-icon';
import { tenderIcon } from './tender-icon';
import { typographyIcon } from './typography-icon';
import { uploadIcon } from './upload-icon';
import { userActiveIcon } from './user-active-icon';
import { userIcon } from './user-icon';
import { usersActiveIcon } from './users-active-icon';
import { usersIcon } from './users-icon';
import { utensilsIcon } from './utensils-icon';
import { warningIcon } from './warning-icon';
import { whatsappIcon } from './whatsapp-icon';
import type { IconDefinition } from './define-icon';
import { fallbackIcon } from './fallback-icon';
import type { IconName } from './icon-name';

/**
 * Every icon by name, for names that arrive as data (the server-driven menus).
 * It pulls in every glyph, so only the logged-in layout and the showcase import it;
 * everything else imports single definitions. Its type makes it complete and each
 * key match its definition's name.
 */
export const iconRegistry: { readonly [Name in IconName]: IconDefinition<Name> } = {
  'arrow-left': arrowLeftIcon,
  'arrow-right': arrowRightIcon,
  avatar: avatarIcon,
  'bell-active': bellActiveIcon,
  bell: bellIcon,
  briefcase: briefcaseIcon,
  'building-active': buildingActiveIcon,
  building: buildingIcon,
  button: buttonIcon,
  'calendar-active': calendarActiveIcon,
  'calendar-edited': calendarEditedIcon,
  calendar: calendarIcon,
  'cart-active': cartActiveIcon,
  cart: cartIcon,
  'chat-active': chatActiveIcon,
  chat: chatIcon,
  'check-circle': checkCircleIcon,
  check: checkIcon,
  'chevron-down': chevronDownIcon,
  'chevron-left': chevronLeftIcon,
  'chevron-right': chevronRightIcon,
  'chevron-up': chevronUpIcon,
  chips: chipsIcon,
  clock: clockIcon,
  close: closeIcon,
  coins: coinsIcon,
  'color-design': colorDesignIcon,
  colors: colorsIcon,
  container: containerIcon,
  contract: contractIcon,
  divider: dividerIcon,
  document: documentIcon,
  'dollar-circle': dollarCircleIcon,
  download: downloadIcon,
  draw: drawIcon,
  drawer: drawerIcon,
  edit: editIcon,
  envelope: envelopeIcon,
  'error-circle': errorCircleIcon,
  'external-link': externalLinkIcon,
  'eye-closed': eyeClosedIcon,
  'eye-open': eyeOpenIcon,
  faq: faqIcon,
  'file-check': fileCheckIcon,
  'file-clock': fileClockIcon,
  file: fileIcon,
  'file-pause': filePauseIcon,
  files: filesIcon,
  food: foodIcon,
  footer: footerIcon,
  form: formIcon,
  gem: gemIcon,
  globe: globeIcon,
  handshake: handshakeIcon,
  'heart-active': heartActiveIcon,
  heart: heartIcon,
  'home-2': home2Icon,
  'home-active': homeActiveIcon,
  home: homeIcon,
  hourglass: hourglassIcon,
  icon: iconIcon,
  illustration: illustrationIcon,
  image: imageIcon,
  'image-square': imageSquareIcon,
  'info-circle': infoCircleIcon,
  invoice: invoiceIcon,
  'light-dark': lightDarkIcon,
  link: linkIcon,
  location: locationIcon,
  login: loginIcon,
  logout: logoutIcon,
  menu: menuIcon,
  minus: minusIcon,
  'money-edit': moneyEditIcon,
  navigation: navigationIcon,
  notifications: notificationsIcon,
  objects: objectsIcon,
  'page-header': pageHeaderIcon,
  phone: phoneIcon,
  plus: plusIcon,
  'progress-claim': progressClaimIcon,
  'pump-dispenser': pumpDispenserIcon,
  'purchase-order': purchaseOrderIcon,
  search: searchIcon,
  settings: settingsIcon,
  sparkles: sparklesIcon,
  'tab-bar': tabBarIcon,
  'tax-id': taxIdIcon,
  tender: tenderIcon,
  typography: typographyIcon,
  upload: uploadIcon,
  'user-active': userActiveIcon,
  user: userIcon,
  'users-active': usersActiveIcon,
  users: usersIcon,
  utensils: utensilsIcon,
  warning: warningIcon,
  whatsapp: whatsappIcon,
};

export const iconNames = Object.keys(iconRegistry) as IconName[];

export const isIconName = (name: string): name is IconName => Object.hasOwn(iconRegistry, name);

/** The icon called `name`, or the neutral fallback for a name we do not know. Never throws. */
export function resolveIcon(name: string): IconDefinition<string> {
  return isIconName(name) ? iconRegistry[name] : fallbackIcon;
}
