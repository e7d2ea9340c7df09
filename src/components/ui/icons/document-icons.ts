/**
 * Document and procurement icons, grouped for convenience. Each lives in its own module, and icons/package.json
 * marks these modules free of side effects, so importing one here pulls in only that one.
 */
export { documentIcon } from './document-icon';
export { fileIcon } from './file-icon';
export { filesIcon } from './files-icon';
export { fileCheckIcon } from './file-check-icon';
export { fileClockIcon } from './file-clock-icon';
export { filePauseIcon } from './file-pause-icon';
export { contractIcon } from './contract-icon';
export { invoiceIcon } from './invoice-icon';
export { purchaseOrderIcon } from './purchase-order-icon';
export { progressClaimIcon } from './progress-claim-icon';
export { tenderIcon } from './tender-icon';
export { taxIdIcon } from './tax-id-icon';
export { formIcon } from './form-icon';
export { faqIcon } from './faq-icon';
