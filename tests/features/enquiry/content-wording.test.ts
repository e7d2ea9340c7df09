import { replyWindow } from '@/config/contact';
import { contactUs } from '@/content/pages/contact-us';
import { contactWording } from '@/features/enquiry/content/contact-wording';
import { enquiryWording } from '@/features/enquiry/content/enquiry-wording';
import { errorMessages } from '@/features/enquiry/content/error-messages';
import { LANGUAGES } from '@/i18n/languages';

const isolated = (digits: string) => `\u2066${digits}\u2069`;

describe('the forms’ promises and hints', () => {
  it.each(LANGUAGES)('makes one reply-time promise on the contact page and every confirmation (%s)', (language) => {
    const promises = [
      contactUs.responseTime.text,
      contactWording.confirmation.next,
      ...Object.values(enquiryWording.confirmation.next),
    ];
    for (const promise of promises) expect(promise[language]).toContain(replyWindow[language]);
    expect(JSON.stringify(promises)).not.toMatch(/working day|يوم عمل/);
  });

  it('names the reply hours in each language’s digits', () => {
    expect(replyWindow.en).toBe('within two hours, between 08:00 and 22:00 UAE time every day');
    expect(replyWindow.ar).toBe('خلال ساعتين، بين الساعة ٠٨:٠٠ والساعة ٢٢:٠٠ بتوقيت الإمارات يوميًا');
  });

  it('writes the digits a person types in Arabic errors as the hint shows them: Latin, isolated', () => {
    expect(errorMessages['phone.invalid.AE'].ar).toContain(`بـ${isolated('05')}`);
    expect(errorMessages['phone.invalid.SA'].ar).toContain(`بـ${isolated('05')}`);
    for (const prefix of ['010', '011', '012', '015'])
      expect(errorMessages['phone.invalid.EG'].ar).toContain(isolated(prefix));
    const typed = ['phone.invalid.AE', 'phone.invalid.EG', 'phone.invalid.SA'] as const;
    for (const code of typed) expect(errorMessages[code].ar).not.toMatch(/[٠-٩]/);
  });
});
