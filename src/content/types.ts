import type { CountryEmergency, ServiceHours } from '@/config/contact';
import type { AppPath, PageId } from '#contracts/routes';
import type { Bilingual } from '@/i18n/text';

/*
 * Shapes shared by the page content modules in `src/content/pages/`.
 *
 * Writing rules the tests enforce: every wording is a `Bilingual`; Arabic
 * wordings hold no Latin letters or Western digits (numbers are written in
 * Arabic-Indic digits, as `formatNumber` shows them), so nothing scrambles in
 * right-to-left text. Values that must stay Latin (phone numbers, e-mail
 * addresses, times, paths) sit in their own plain-string fields, which the
 * renderer wraps in `<bdi>`.
 */

/** The four treatment pages. */
export type TreatmentId = Extract<PageId, 'addiction' | 'anxietyDepression' | 'eatingDisorders' | 'marriageCounseling'>;

/** The four team pages. */
export type TeamId = Extract<PageId, 'boardOfDirectors' | 'clinical' | 'religious' | 'hospitality'>;

/** A link to one of the site's own pages. */
export interface InternalLink {
  label: Bilingual;
  to: AppPath;
}

/** A heading with one paragraph. */
export interface Section {
  title: Bilingual;
  text: Bilingual;
}

/** A heading, an optional paragraph and bullet points. */
export interface ListSection {
  title: Bilingual;
  text?: Bilingual;
  items: Bilingual[];
}

/** One step of a numbered sequence; its position in the list gives its number. */
export interface Step {
  title: Bilingual;
  text: Bilingual;
}

/** One question and its answer, for an accordion. */
export interface Faq {
  question: Bilingual;
  answer: Bilingual;
}

/** A closing invitation to act, usually "Book a confidential assessment". */
export interface CallToAction {
  title: Bilingual;
  text: Bilingual;
  action: InternalLink;
  secondary?: InternalLink;
}

/** A card that leads to another page of the site. */
export interface LinkCard {
  title: Bilingual;
  /** One line under the title. */
  summary: Bilingual;
  to: AppPath;
}

/** A treatment card; `page` names the treatment for icons and images. */
export interface TreatmentCard extends LinkCard {
  page: TreatmentId;
}

/** A team card; `page` names the team for icons and images. */
export interface TeamCard extends LinkCard {
  page: TeamId;
}

/** What every page module carries besides its own sections. */
export interface PageContent {
  /** The meta description and Open Graph description (about 150 characters). */
  description: Bilingual;
  /** The paragraph under the page's `h1`. */
  intro: Bilingual;
}

/** One strand of a treatment's approach, and the team that delivers it. */
export interface ApproachItem {
  kind: 'medical' | 'therapeutic' | 'family' | 'faith';
  title: Bilingual;
  text: Bilingual;
  team: TeamId;
}

/** One moment of a typical day. */
export interface ScheduleItem {
  /** 24-hour "HH:MM", centre time; format it for the reader's language when shown. */
  time: string;
  title: Bilingual;
  text?: Bilingual;
}

/** A treatment page (what it treats, how, for how long, a day, family, aftercare). */
export interface TreatmentContent extends PageContent {
  treats: ListSection;
  approach: { title: Bilingual; text: Bilingual; items: ApproachItem[] };
  /** `value` is the short answer ("4 to 12 weeks"); `text` explains it. */
  programmeLength: { title: Bilingual; value: Bilingual; text: Bilingual };
  typicalDay: { title: Bilingual; text: Bilingual; schedule: ScheduleItem[] };
  family: ListSection;
  aftercare: ListSection;
  cta: CallToAction;
  crisis: CrisisNotice;
}

/** A person on a team page; the people are fictional until real profiles replace them. */
export interface TeamMember {
  name: Bilingual;
  role: Bilingual;
  /** Letters for the avatar placeholder, in each script. */
  initials: Bilingual;
  qualifications: Bilingual[];
  languages: Bilingual[];
  /** One or two sentences about how they work with guests. */
  bio: Bilingual;
}

/** A team page. */
export interface TeamContent extends PageContent {
  /** What the team is responsible for. */
  focus: ListSection;
  membersTitle: Bilingual;
  members: TeamMember[];
  cta: CallToAction;
}

/** One part of the facilities page; `id` is its anchor and names its image. */
export interface FacilitySection {
  id: 'residences' | 'therapy' | 'wellness' | 'dining' | 'prayer' | 'privacy';
  title: Bilingual;
  text: Bilingual;
  highlights: Bilingual[];
}

/** One way to reach the centre; `display` is the Latin value shown isolated. */
export interface ContactChannel {
  kind: 'phone' | 'whatsapp' | 'email' | 'address' | 'map';
  label: Bilingual;
  /** A phone number or address to show as is (string), or a wording (Bilingual). */
  display: string | Bilingual;
  /** Where the channel opens (tel:, mailto:, https:); absent for the street address. */
  href?: string;
  /** The link's action wording, e.g. "Call now". */
  action?: Bilingual;
}

/** "This website is not an emergency service", with the numbers to call instead. */
export interface CrisisNotice {
  title: Bilingual;
  text: Bilingual;
  countries: CountryEmergency[];
  /** The line after the numbers (what to do while waiting, who to tell). */
  closing: Bilingual;
}

/** One block of a legal document. */
export type LegalBlock =
  | { kind: 'paragraph'; text: Bilingual }
  | { kind: 'list'; items: Bilingual[] }
  /**
   * An outside link (mailto:, https:), its Latin value shown isolated. `subject` is a mailto link's
   * subject line: it follows the reader's language, so an Arabic page opens an Arabic e-mail.
   */
  | { kind: 'link'; label: Bilingual; href: string; display: string; subject?: Bilingual }
  | { kind: 'page'; link: InternalLink };

/** A numbered section of a legal document; `id` is its anchor. */
export interface LegalSection {
  id: string;
  title: Bilingual;
  blocks: LegalBlock[];
}

/** The privacy policy or the terms of service. */
export interface LegalDocument extends PageContent {
  /** ISO date (YYYY-MM-DD); format it for the reader's language when shown. */
  lastUpdated: string;
  sections: LegalSection[];
}

/** The home page; its `h1` comes from page-meta, the hero's promise sits under it. */
export interface HomeContent {
  description: Bilingual;
  hero: {
    eyebrow: Bilingual;
    promise: Bilingual;
    lead: Bilingual;
    primary: InternalLink;
  };
  treatments: { title: Bilingual; text: Bilingual; cards: TreatmentCard[]; link: InternalLink };
}

/** The home page under the programmes (`pages/home-below-fold.ts`). */
export interface HomeBelowFoldContent {
  facilities: { title: Bilingual; text: Bilingual; highlights: Bilingual[]; link: InternalLink };
  /** The team cards come from `team-cards.ts`, loaded with the lower half of the page. */
  teams: { title: Bilingual; text: Bilingual; link: InternalLink };
  admissions: { title: Bilingual; text: Bilingual; steps: Step[]; link: InternalLink };
  confidentiality: ListSection;
  firstAssessment: { title: Bilingual; text: Bilingual; points: Bilingual[]; action: InternalLink };
}

/** The treatments index. */
export interface TreatmentsIndexContent extends PageContent {
  cardsTitle: Bilingual;
  cards: TreatmentCard[];
  /** What every programme has in common. */
  principles: ListSection;
  cta: CallToAction;
}

/** The teams index. */
export interface TeamsIndexContent extends PageContent {
  cardsTitle: Bilingual;
  cards: TeamCard[];
  principles: ListSection;
  cta: CallToAction;
}

/** The facilities page. */
export interface FacilitiesContent extends PageContent {
  sections: FacilitySection[];
  cta: CallToAction;
}

/** The admissions page; the enquiry form sits under `enquiry`. */
export interface AdmissionsContent extends PageContent {
  steps: { title: Bilingual; text: Bilingual; items: Step[] };
  whatToBring: ListSection;
  whatNotToBring: ListSection;
  funding: ListSection;
  visiting: ListSection;
  faq: { title: Bilingual; items: Faq[] };
  enquiry: Section;
}

/** The contact page; the contact form sits under `form`. */
export interface ContactContent extends PageContent {
  channelsTitle: Bilingual;
  channels: ContactChannel[];
  hoursTitle: Bilingual;
  hours: ServiceHours[];
  timeZone: Bilingual;
  responseTime: Section;
  visit: Section;
  /** Above the contact form; `link` points treatment questions to the admissions enquiry. */
  form: Section & { link: InternalLink };
  crisis: CrisisNotice;
}
