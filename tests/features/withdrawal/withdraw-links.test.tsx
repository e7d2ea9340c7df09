import { RETENTION_MONTHS } from '#contracts/retention';
import { privacyPolicy } from '@/content/pages/privacy-policy';
import { withdraw } from '@/content/pages/withdraw';
import { formatNumber } from '@/i18n/format';
import { within } from '../../test-utils';
import { openPage } from '../../app/routes/page-helpers';

// The pages' chunks are transformed on first use; on a busy machine that alone can outlast a query's wait.
beforeAll(() => Promise.all([import('@/app/routes/privacy-policy'), import('@/app/routes/withdraw')]));

const section = privacyPolicy.sections.find((candidate) => candidate.id === 'withdraw-enquiry');

describe('the privacy policy on withdrawing an enquiry', () => {
  it.each([
    ['en', '/withdraw', 'Withdraw an enquiry', `${formatNumber(RETENTION_MONTHS, 'en')} months`],
    ['ar', '/ar/withdraw', 'سحب استفسار', formatNumber(RETENTION_MONTHS, 'ar')],
  ] as const)(
    'explains the right, the code and what is deleted, and links the page, in %s',
    async (language, href, name, retention) => {
      const { main } = await openPage('privacyPolicy', language);
      const heading = main.getByRole('heading', { name: section?.title[language] });
      const part = within(heading.closest('section') as HTMLElement);
      expect(part.getByRole('link', { name })).toHaveAttribute('href', href);
      const words = heading.closest('section')?.textContent ?? '';
      // The same retention period as the policy states elsewhere (src/contracts/retention.ts).
      expect(words).toContain(retention);
      expect(words).toContain(
        language === 'en'
          ? 'staff see only that you withdrew the enquiry'
          : 'لا يرى موظفونا بعد ذلك إلا أنك سحبت الاستفسار',
      );
      expect(words).toContain(language === 'en' ? 'notes' : 'ملاحظات');
    },
  );
});

describe('the withdrawal page for a family that lost its code', () => {
  it.each(['en', 'ar'] as const)('says what to do instead, and where, in %s', async (language) => {
    const { main } = await openPage('withdraw', language);
    expect(main.getByRole('heading', { name: withdraw.lostCode.title[language] })).toBeInTheDocument();
    expect(main.getByText(withdraw.lostCode.text[language])).toBeInTheDocument();
    expect(main.getByRole('link', { name: withdraw.lostCode.contact.label[language] })).toHaveAttribute(
      'href',
      language === 'ar' ? '/ar/contact-us' : '/contact-us',
    );
  });
});
