import { RETENTION_MONTHS } from '#contracts/retention';
import { site } from '@/config/site';
import { privacyPolicy } from '@/content/pages/privacy-policy';
import { termsOfService } from '@/content/pages/terms-of-service';
import type { LegalDocument } from '@/content/types';
import { formatNumber } from '@/i18n/format';
import type { Language } from '@/i18n/languages';

/** All the words of a document in one language, as a reader would see them. */
function fullText(document: LegalDocument, language: Language) {
  return document.sections
    .flatMap((section) => [
      section.title[language],
      ...section.blocks.flatMap((block) => {
        if (block.kind === 'paragraph') return [block.text[language]];
        if (block.kind === 'list') return block.items.map((item) => item[language]);
        if (block.kind === 'link') return [block.label[language], block.display];
        return [block.link.label[language]];
      }),
    ])
    .join('\n');
}

describe('privacy policy', () => {
  const en = fullText(privacyPolicy, 'en');
  const ar = fullText(privacyPolicy, 'ar');

  it('states in both languages that no advertising or tracking technology is used', () => {
    expect(en).toMatch(/uses no advertising or tracking technology/);
    expect(en).toMatch(/no analytics or advertising cookies/);
    expect(en).toMatch(/no third-party trackers/);
    expect(en).toMatch(/no embedded third-party maps/);
    expect(ar).toMatch(/لا يستخدم هذا الموقع أي تقنيات إعلانية أو أدوات تتبّع/);
    expect(ar).toMatch(/لا ملفات تعريف ارتباط للتحليلات أو الإعلانات/);
    expect(ar).toMatch(/لا أدوات تتبّع من جهات خارجية/);
    expect(ar).toMatch(/لا خرائط .*مضمّنة من جهات خارجية/);
  });

  it('names each enquiry field it collects', () => {
    for (const field of ['name', 'phone number', 'email address', 'message', 'programme']) expect(en).toContain(field);
    for (const field of ['اسمك', 'رقم هاتفك', 'بريدك الإلكتروني', 'رسالتك', 'البرنامج']) expect(ar).toContain(field);
    // The discreet-contact choices, the relationship and the source (issue 20).
    for (const field of ['safe', 'time zone', 'leave a message', 'centre’s name', 'who you are to', 'how you heard'])
      expect(en).toContain(field);
    for (const field of ['بأمان', 'المنطقة الزمنية', 'ترك رسالة', 'اسم المركز', 'صلتك بالشخص', 'كيف عرفت بنا'])
      expect(ar).toContain(field);
  });

  it('says what stays in the browser, who sees enquiries, how long they are kept and how to have them deleted', () => {
    expect(en).toMatch(/language preference/);
    expect(en).toMatch(/colour preference/);
    expect(en).toMatch(/draft of a form/);
    expect(en).toMatch(/Only our admissions team/);
    // The server's retention period (src/contracts/retention.ts), not a figure of its own.
    expect(en).toContain(`deleted automatically ${RETENTION_MONTHS} months after`);
    expect(ar).toContain(`تلقائيًا بعد ${formatNumber(RETENTION_MONTHS, 'ar')}`);
    expect(privacyPolicy.sections.map((section) => section.id)).toContain('your-rights');
    expect(en).toContain(site.email);
  });
});

describe.each([
  ['privacy policy', privacyPolicy],
  ['terms of service', termsOfService],
])('%s', (_, document) => {
  it('has uniquely anchored sections, each with a heading and content', () => {
    const ids = document.sections.map((section) => section.id);
    expect(ids.length).toBeGreaterThanOrEqual(8);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    for (const section of document.sections) expect(section.blocks.length).toBeGreaterThan(0);
  });
});

it('tells visitors in the terms that the site is neither medical advice nor an emergency service', () => {
  const en = fullText(termsOfService, 'en');
  expect(en).toMatch(/not an emergency service/);
  expect(en).toMatch(/not medical advice/);
});

it('gives every e-mail link a subject line in both languages, so an Arabic page opens an Arabic e-mail', () => {
  const mailLinks = [privacyPolicy, termsOfService]
    .flatMap((document) => document.sections.flatMap((section) => section.blocks))
    .flatMap((block) => (block.kind === 'link' && block.href.startsWith('mailto:') ? [block] : []));
  expect(mailLinks).toHaveLength(3);
  for (const link of mailLinks) {
    expect(link.href).not.toContain('?');
    expect(link.subject?.en).toMatch(/^[A-Z][a-z ]+$/);
    expect(link.subject?.ar).toMatch(/^[\u0621-\u064a ]+$/);
  }
});
