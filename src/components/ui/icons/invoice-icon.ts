import ReceiptText from 'lucide-react/icons/receipt-text';
import { defineIcon } from './define-icon';

export const invoiceIcon = defineIcon('invoice', ReceiptText);
