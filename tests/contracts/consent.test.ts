import { site } from '@/config/site';
import { privacyPolicy } from '@/content/pages/privacy-policy';
import { formWording } from '@/features/enquiry/content/form-wording';
import {
  CONSENT_VERSION,
  CONSENT_VERSION_PATTERN,
  CONSENT_WORDING,
  consentText,
  consentVersion,
  PRIVACY_POLICY_DATE,
  type ConsentWording,
} from '#contracts/consent';

/** The wording with one part of one language changed. */
const changed = (part: keyof ConsentWording, language: 'en' | 'ar', value: string): ConsentWording => ({
  ...CONSENT_WORDING,
  [part]: { ...CONSENT_WORDING[part], [language]: value },
});

describe('the consent wording’s version (ADR 020)', () => {
  it('is the version of the wording the forms show', () => {
    expect(formWording.consent).toBe(CONSENT_WORDING);
    expect(CONSENT_VERSION).toBe(consentVersion(CONSENT_WORDING));
    expect(CONSENT_VERSION).toMatch(CONSENT_VERSION_PATTERN);
  });

  it('changes with any change to either language, however small', () => {
    const versions = new Set([
      CONSENT_VERSION,
      consentVersion(changed('after', 'en', CONSENT_WORDING.after.en.replace('reply to me', 'reply to us'))),
      consentVersion(changed('after', 'ar', CONSENT_WORDING.after.ar.replace('عليّ', 'علي'))),
      consentVersion(changed('link', 'en', 'Privacy policy')),
      consentVersion(changed('before', 'ar', `${CONSENT_WORDING.before.ar} `)),
    ]);
    expect(versions.size).toBe(5);
  });

  it('changes when the privacy policy it links to is published again, and the page shows that date', () => {
    expect(consentVersion(CONSENT_WORDING, '2027-01-15')).not.toBe(CONSENT_VERSION);
    expect(privacyPolicy.lastUpdated).toBe(PRIVACY_POLICY_DATE);
  });

  it('stays the same for the same words, whatever object holds them', () => {
    expect(consentVersion(structuredClone(CONSENT_WORDING))).toBe(CONSENT_VERSION);
  });

  it('names the centre as the site does, in each language', () => {
    expect(consentText(CONSENT_WORDING, 'en')).toContain(site.name.en);
    expect(consentText(CONSENT_WORDING, 'ar')).toContain(site.name.ar);
  });
});
