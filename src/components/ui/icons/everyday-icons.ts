/**
 * Contact, care, money and food icons, grouped for convenience. Each lives in its own module, and icons/package.json
 * marks these modules free of side effects, so importing one here pulls in only that one.
 */
export { calendarIcon } from './calendar-icon';
export { calendarEditedIcon } from './calendar-edited-icon';
export { chatIcon } from './chat-icon';
export { envelopeIcon } from './envelope-icon';
export { phoneIcon } from './phone-icon';
export { whatsappIcon } from './whatsapp-icon';
export { briefcaseIcon } from './briefcase-icon';
export { buildingIcon } from './building-icon';
export { handshakeIcon } from './handshake-icon';
export { heartIcon } from './heart-icon';
export { coinsIcon } from './coins-icon';
export { dollarCircleIcon } from './dollar-circle-icon';
export { moneyEditIcon } from './money-edit-icon';
export { foodIcon } from './food-icon';
export { utensilsIcon } from './utensils-icon';
export { pumpDispenserIcon } from './pump-dispenser-icon';
