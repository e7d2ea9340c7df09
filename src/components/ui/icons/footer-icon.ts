import PanelBottom from 'lucide-react/icons/panel-bottom';
import { defineIcon } from './define-icon';

export const footerIcon = defineIcon('footer', PanelBottom);
