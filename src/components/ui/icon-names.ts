import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Bell from 'lucide-react/icons/bell';
import BellDot from 'lucide-react/icons/bell-dot';
import Boxes from 'lucide-react/icons/boxes';
import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import Building2 from 'lucide-react/icons/building-2';
import Calendar from 'lucide-react/icons/calendar';
import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import ChevronUp from 'lucide-react/icons/chevron-up';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleDashed from 'lucide-react/icons/circle-dashed';
import CircleDollarSign from 'lucide-react/icons/circle-dollar-sign';
import CircleUserRound from 'lucide-react/icons/circle-user-round';
import CircleX from 'lucide-react/icons/circle-x';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Clock from 'lucide-react/icons/clock';
import Coins from 'lucide-react/icons/coins';
import Container from 'lucide-react/icons/container';
import Download from 'lucide-react/icons/download';
import ExternalLink from 'lucide-react/icons/external-link';
import Eye from 'lucide-react/icons/eye';
import EyeClosed from 'lucide-react/icons/eye-closed';
import File from 'lucide-react/icons/file';
import FileChartColumnIncreasing from 'lucide-react/icons/file-chart-column-increasing';
import FileCheck from 'lucide-react/icons/file-check';
import FileClock from 'lucide-react/icons/file-clock';
import FileSignature from 'lucide-react/icons/file-signature';
import FileText from 'lucide-react/icons/file-text';
import Files from 'lucide-react/icons/files';
import Form from 'lucide-react/icons/form';
import Gavel from 'lucide-react/icons/gavel';
import Gem from 'lucide-react/icons/gem';
import Globe from 'lucide-react/icons/globe';
import Handshake from 'lucide-react/icons/handshake';
import Heart from 'lucide-react/icons/heart';
import Hourglass from 'lucide-react/icons/hourglass';
import House from 'lucide-react/icons/house';
import HouseHeart from 'lucide-react/icons/house-heart';
import IdCard from 'lucide-react/icons/id-card';
import Image from 'lucide-react/icons/image';
import Info from 'lucide-react/icons/info';
import Link from 'lucide-react/icons/link';
import LogIn from 'lucide-react/icons/log-in';
import LogOut from 'lucide-react/icons/log-out';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Menu from 'lucide-react/icons/menu';
import MessageCircle from 'lucide-react/icons/message-circle';
import MessageCircleQuestionMark from 'lucide-react/icons/message-circle-question-mark';
import Minus from 'lucide-react/icons/minus';
import MousePointerClick from 'lucide-react/icons/mouse-pointer-click';
import Navigation from 'lucide-react/icons/navigation';
import Paintbrush from 'lucide-react/icons/paintbrush';
import Palette from 'lucide-react/icons/palette';
import PanelBottom from 'lucide-react/icons/panel-bottom';
import PanelBottomDashed from 'lucide-react/icons/panel-bottom-dashed';
import PanelLeft from 'lucide-react/icons/panel-left';
import PanelTop from 'lucide-react/icons/panel-top';
import PenTool from 'lucide-react/icons/pen-tool';
import Phone from 'lucide-react/icons/phone';
import Plus from 'lucide-react/icons/plus';
import ReceiptText from 'lucide-react/icons/receipt-text';
import Search from 'lucide-react/icons/search';
import SeparatorHorizontal from 'lucide-react/icons/separator-horizontal';
import Settings from 'lucide-react/icons/settings';
import Shapes from 'lucide-react/icons/shapes';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import SoapDispenserDroplet from 'lucide-react/icons/soap-dispenser-droplet';
import Soup from 'lucide-react/icons/soup';
import Sparkles from 'lucide-react/icons/sparkles';
import SquarePen from 'lucide-react/icons/square-pen';
import SunMoon from 'lucide-react/icons/sun-moon';
import SwatchBook from 'lucide-react/icons/swatch-book';
import Tags from 'lucide-react/icons/tags';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import Type from 'lucide-react/icons/type';
import Upload from 'lucide-react/icons/upload';
import User from 'lucide-react/icons/user';
import Users from 'lucide-react/icons/users';
import Utensils from 'lucide-react/icons/utensils';
import X from 'lucide-react/icons/x';
import type { IconComponent } from './icon';
import { BuildingFilled, CalendarFilled, HeartFilled, HouseFilled, UsersFilled, WhatsApp } from './glyphs/common';
import {
  BanknotePen,
  BellFilled,
  CalendarPen,
  FilePause,
  ImageSquare,
  MessageCircleFilled,
  ShoppingCartFilled,
  UserFilled,
} from './glyphs/named';

/**
 * Every icon by name (spec §1, §3), for names that arrive as data: the server-driven menus and
 * the /kit showcase. It pulls in every glyph, so only the logged-in layout, the navigation feature
 * and the showcase import it (tests/budget/check-size.mjs keeps it out of a visitor's first load);
 * everywhere else imports the component itself (`import House from 'lucide-react/icons/house'`).
 * Adding an icon is one line here.
 */
export const iconsByName = {
  'arrow-left': ArrowLeft,
  'arrow-right': ArrowRight,
  avatar: CircleUserRound,
  bell: Bell,
  'bell-active': BellFilled,
  briefcase: BriefcaseBusiness,
  building: Building2,
  'building-active': BuildingFilled,
  button: MousePointerClick,
  calendar: Calendar,
  'calendar-active': CalendarFilled,
  'calendar-edited': CalendarPen,
  cart: ShoppingCart,
  'cart-active': ShoppingCartFilled,
  chat: MessageCircle,
  'chat-active': MessageCircleFilled,
  check: Check,
  'check-circle': CircleCheck,
  'chevron-down': ChevronDown,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'chevron-up': ChevronUp,
  chips: Tags,
  clock: Clock,
  close: X,
  coins: Coins,
  'color-design': Palette,
  colors: SwatchBook,
  container: Container,
  contract: FileSignature,
  divider: SeparatorHorizontal,
  document: FileText,
  'dollar-circle': CircleDollarSign,
  download: Download,
  draw: PenTool,
  drawer: PanelLeft,
  edit: SquarePen,
  envelope: Mail,
  'error-circle': CircleX,
  'external-link': ExternalLink,
  'eye-closed': EyeClosed,
  'eye-open': Eye,
  faq: MessageCircleQuestionMark,
  file: File,
  'file-check': FileCheck,
  'file-clock': FileClock,
  'file-pause': FilePause,
  files: Files,
  food: Soup,
  footer: PanelBottom,
  form: Form,
  gem: Gem,
  globe: Globe,
  handshake: Handshake,
  heart: Heart,
  'heart-active': HeartFilled,
  home: House,
  'home-2': HouseHeart,
  'home-active': HouseFilled,
  hourglass: Hourglass,
  icon: Shapes,
  illustration: Paintbrush,
  image: Image,
  'image-square': ImageSquare,
  'info-circle': Info,
  invoice: ReceiptText,
  'light-dark': SunMoon,
  link: Link,
  location: MapPin,
  login: LogIn,
  logout: LogOut,
  menu: Menu,
  minus: Minus,
  'money-edit': BanknotePen,
  navigation: Navigation,
  notifications: BellDot,
  objects: Boxes,
  'page-header': PanelTop,
  phone: Phone,
  plus: Plus,
  'progress-claim': FileChartColumnIncreasing,
  'pump-dispenser': SoapDispenserDroplet,
  'purchase-order': ClipboardList,
  search: Search,
  settings: Settings,
  sparkles: Sparkles,
  'tab-bar': PanelBottomDashed,
  'tax-id': IdCard,
  tender: Gavel,
  typography: Type,
  upload: Upload,
  user: User,
  'user-active': UserFilled,
  users: Users,
  'users-active': UsersFilled,
  utensils: Utensils,
  warning: TriangleAlert,
  whatsapp: WhatsApp,
} as const satisfies Record<string, IconComponent>;

export type IconName = keyof typeof iconsByName;

export const iconNames = Object.keys(iconsByName) as IconName[];

/** The names whose icons point along the line, so they mirror in right-to-left (`<Icon mirror />`). */
export const mirroredIconNames: ReadonlySet<IconName> = new Set<IconName>([
  'arrow-left',
  'arrow-right',
  'chevron-left',
  'chevron-right',
  // The drawer opens from the start side, so its glyph follows the reading direction.
  'drawer',
  'external-link',
  'login',
  'logout',
]);

/** What an unknown name (say, one the server sent) draws: a neutral dashed circle. */
export const FallbackIcon: IconComponent = CircleDashed;

export const isIconName = (name: string): name is IconName => Object.hasOwn(iconsByName, name);

/** The icon called `name` and whether it mirrors; the neutral fallback for a name we do not know. Never throws. */
export function resolveIcon(name: string): { icon: IconComponent; mirror: boolean } {
  return isIconName(name)
    ? { icon: iconsByName[name], mirror: mirroredIconNames.has(name) }
    : { icon: FallbackIcon, mirror: false };
}
