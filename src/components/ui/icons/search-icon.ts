import Search from 'lucide-react/icons/search';
import { defineIcon } from './define-icon';

export const searchIcon = defineIcon('search', Search);
