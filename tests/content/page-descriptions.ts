import type { PageId } from '#contracts/routes';
import { addiction } from '@/content/pages/addiction';
import { admissions } from '@/content/pages/admissions';
import { anxietyDepression } from '@/content/pages/anxiety-depression';
import { boardOfDirectors } from '@/content/pages/board-of-directors';
import { cart } from '@/content/pages/cart';
import { clinical } from '@/content/pages/clinical';
import { contactUs } from '@/content/pages/contact-us';
import { eatingDisorders } from '@/content/pages/eating-disorders';
import { facilities } from '@/content/pages/facilities';
import { home } from '@/content/pages/home';
import { hospitality } from '@/content/pages/hospitality';
import { login } from '@/content/pages/login';
import { marriageCounseling } from '@/content/pages/marriage-counseling';
import { notFound } from '@/content/pages/not-found';
import { privacyPolicy } from '@/content/pages/privacy-policy';
import { protectedArea } from '@/content/pages/protected';
import { religious } from '@/content/pages/religious';
import { teams } from '@/content/pages/teams';
import { termsOfService } from '@/content/pages/terms-of-service';
import { treatments } from '@/content/pages/treatments';
import type { Bilingual } from '@/i18n/text';
import { fees } from '@/content/pages/fees';
import { withdraw } from '@/content/pages/withdraw';
import { gad7Page, phq9Page, scoffPage, selfCheck } from '@/content/pages/self-check';
import { inboxWording } from '@/features/inbox/content/inbox-wording';
import { accountsWording } from '@/features/accounts/content/accounts-wording';
import { profileWording } from '@/features/accounts/content/profile-wording';
import { auditWording } from '@/features/audit/content/audit-wording';
import { requestsWording } from '@/features/requests/content/requests-wording';
import { breachesWording } from '@/features/breaches/content/breaches-wording';
import { clinicalReviewWording } from '@/features/clinical-review/content/clinical-review-wording';
import { reportsWording } from '@/features/reports/content/reports-wording';

/**
 * Each route's meta description, from the content module its page renders it from. Typed by the
 * route table: a new route in src/contracts/routes.ts does not compile here until it has one.
 */
export const pageDescriptions: Record<PageId, Bilingual> = {
  home: home.description,
  admissions: admissions.description,
  fees: fees.description,
  facilities: facilities.description,
  login: login.description,
  teams: teams.description,
  boardOfDirectors: boardOfDirectors.description,
  clinical: clinical.description,
  hospitality: hospitality.description,
  religious: religious.description,
  treatments: treatments.description,
  addiction: addiction.description,
  anxietyDepression: anxietyDepression.description,
  eatingDisorders: eatingDisorders.description,
  marriageCounseling: marriageCounseling.description,
  selfCheck: selfCheck.description,
  phq9: phq9Page.description,
  gad7: gad7Page.description,
  scoff: scoffPage.description,
  contactUs: contactUs.description,
  privacyPolicy: privacyPolicy.description,
  termsOfService: termsOfService.description,
  withdraw: withdraw.description,
  protected: protectedArea.description,
  inbox: inboxWording.description,
  reports: reportsWording.description,
  accounts: accountsWording.description,
  audit: auditWording.description,
  requests: requestsWording.description,
  breaches: breachesWording.description,
  clinicalReview: clinicalReviewWording.description,
  profile: profileWording.description,
  cart: cart.description,
};

export const notFoundDescription: Bilingual = notFound.description;
