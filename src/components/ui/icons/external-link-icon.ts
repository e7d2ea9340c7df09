import ExternalLink from 'lucide-react/icons/external-link';
import { defineIcon } from './define-icon';

export const externalLinkIcon = defineIcon('external-link', ExternalLink, { mirror: true });
