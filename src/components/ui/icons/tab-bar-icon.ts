import PanelBottomDashed from 'lucide-react/icons/panel-bottom-dashed';
import { defineIcon } from './define-icon';

export const tabBarIcon = defineIcon('tab-bar', PanelBottomDashed);
