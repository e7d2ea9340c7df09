import PanelLeft from 'lucide-react/icons/panel-left';
import { defineIcon } from './define-icon';

// The drawer opens from the start side, so its glyph follows the reading direction.
export const drawerIcon = defineIcon('drawer', PanelLeft, { mirror: true });
