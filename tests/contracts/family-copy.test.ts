import { copiedSelfCheckOf, familyCopyText, type CopiedRecords } from '#contracts/family-copy';
import type { HeldAnswer } from '#contracts/withdrawal';

const HELD: HeldAnswer = {
  reference: 'SW-7HJ2P',
  kind: 'enquiry',
  receivedAt: '2026-11-20T09:30:00.000Z',
  language: 'ar',
  state: 'beingHandled',
  fields: { name: 'ليلى حسن' },
};
const MADE = new Date('2026-11-29T10:00:00Z');
const NONE: CopiedRecords = { messages: [], passkeys: [], booking: null, consent: null, selfCheck: null };
const PASSKEY = { addedAt: '2026-11-21T08:00:00.000Z', lastUsedAt: '2026-11-28T19:15:00.000Z', synced: true };

describe("the family's copy as text", () => {
  it('names the call booked ahead and each passkey, with the sync note, in Arabic and in English', () => {
    const text = familyCopyText(
      HELD,
      { ...NONE, passkeys: [PASSKEY], booking: { startsAt: '2026-12-01T14:00:00.000Z' } },
      MADE,
    );
    const [arabic = '', english = ''] = text.split('='.repeat(40));
    expect(arabic).toContain('موعد الاتصال المحجوز (بالتوقيت العالمي): \u20682026-12-01T14:00:00.000Z\u2069');
    expect(arabic).toContain(
      `${PASSKEY.addedAt}: \u2068آخر استخدام: ${PASSKEY.lastUsedAt}؛ يحفظه حساب جهازكم، لذا قد يكون على أجهزتكم الأخرى أيضًا\u2069`,
    );
    expect(english).toContain('Your booked call (UTC): 2026-12-01T14:00:00.000Z');
    expect(english).toContain(
      `Passkeys you added, by the time added (UTC)\n${PASSKEY.addedAt}: last used: ${PASSKEY.lastUsedAt}; kept by your device’s account, so it may be on your other devices too`,
    );
  });

  it('leaves out the headings of what the centre does not hold', () => {
    const text = familyCopyText(HELD, NONE, MADE);
    for (const heading of [
      'Your booked call',
      'Passkeys',
      'Messages',
      'consent',
      'self-check',
      'موعد الاتصال',
      'مفاتيح المرور',
      'الرسائل',
      'الموافقة',
      'التقييم الذاتي',
    ])
      expect(text).not.toContain(heading);
  });

  it('holds the consent given with the form, its wording, and the self-check sent with it, scored', () => {
    const consent = {
      version: '0a1b2c3d',
      language: 'ar' as const,
      givenAt: HELD.receivedAt,
      form: 'enquiry' as const,
      by: 'parent' as const,
      text: 'أوافق على معالجة بياناتي.',
    };
    const selfCheck = copiedSelfCheckOf({ screener: 'gad7', answers: [2, 2, 1, 2, 1, 1, 2] });
    const text = familyCopyText(HELD, { ...NONE, consent, selfCheck }, MADE);
    const [arabic = '', english = ''] = text.split('='.repeat(40));
    expect(arabic).toContain('النص الذي وافقتم عليه: \u2068أوافق على معالجة بياناتي.\u2069');
    expect(arabic).toContain('المجموع: \u206811 / 21\u2069');
    expect(arabic).toContain('الإجابات بترتيب الأسئلة: \u20682، 2، 1، 2، 1، 1، 2\u2069');
    expect(english).toContain(
      'The consent you gave with the form\nGiven (UTC): 2026-11-20T09:30:00.000Z\nGiven by: parent\nVersion of the wording: 0a1b2c3d',
    );
    expect(english).toContain(
      'The self-check you sent with your enquiry\nQuestionnaire: GAD-7 (worry and anxiety)\nTotal: 11 / 21\nLevel of signs: Moderate\nAnswers, in question order: 2, 2, 1, 2, 1, 1, 2',
    );
  });
});
