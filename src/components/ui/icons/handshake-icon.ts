import Handshake from 'lucide-react/icons/handshake';
import { defineIcon } from './define-icon';

export const handshakeIcon = defineIcon('handshake', Handshake);
