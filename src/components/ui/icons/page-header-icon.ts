import PanelTop from 'lucide-react/icons/panel-top';
import { defineIcon } from './define-icon';

export const pageHeaderIcon = defineIcon('page-header', PanelTop);
