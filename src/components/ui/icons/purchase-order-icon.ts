import ClipboardList from 'lucide-react/icons/clipboard-list';
import { defineIcon } from './define-icon';

export const purchaseOrderIcon = defineIcon('purchase-order', ClipboardList);
