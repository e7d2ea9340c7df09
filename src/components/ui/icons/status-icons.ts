/**
 * Status and action icons, grouped for convenience. Each lives in its own module, and icons/package.json
 * marks these modules free of side effects, so importing one here pulls in only that one.
 */
export { checkIcon } from './check-icon';
export { checkCircleIcon } from './check-circle-icon';
export { infoCircleIcon } from './info-circle-icon';
export { errorCircleIcon } from './error-circle-icon';
export { warningIcon } from './warning-icon';
export { bellIcon } from './bell-icon';
export { notificationsIcon } from './notifications-icon';
export { clockIcon } from './clock-icon';
export { hourglassIcon } from './hourglass-icon';
export { plusIcon } from './plus-icon';
export { minusIcon } from './minus-icon';
export { eyeOpenIcon } from './eye-open-icon';
export { eyeClosedIcon } from './eye-closed-icon';
export { lightDarkIcon } from './light-dark-icon';
export { editIcon } from './edit-icon';
export { drawIcon } from './draw-icon';
export { uploadIcon } from './upload-icon';
export { downloadIcon } from './download-icon';
