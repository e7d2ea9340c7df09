import { privacyPolicy } from '@/content/pages/privacy-policy';
import { termsOfService } from '@/content/pages/terms-of-service';
import { formatIsoDate } from '@/components/sections/format-time';
import { metaContent, openPage, proseOfMain } from './page-helpers';

const documents = { privacyPolicy, termsOfService } as const;

describe.each(Object.entries(documents) as [keyof typeof documents, (typeof documents)[keyof typeof documents]][])(
  '%s',
  (id, document) => {
    it.each(['en', 'ar'] as const)('is a structured document with its date in %s', async (language) => {
      const { main } = await openPage(id, language);
      for (const section of document.sections)
        expect(main.getByRole('heading', { level: 2, name: section.title[language] })).toBeInTheDocument();
      // Testing Library reads the date's no-break spaces as plain ones.
      expect(main.getByText(formatIsoDate(document.lastUpdated, language).replace(/\s/g, ' '))).toHaveAttribute(
        'datetime',
        document.lastUpdated,
      );
      expect(metaContent('description')).toBe(document.description[language]);
    });

    it('shows no Western digits in its Arabic prose', async () => {
      await openPage(id, 'ar');
      expect(proseOfMain()).not.toMatch(/[0-9]/);
    });
  },
);

it('says the privacy policy uses no advertising or tracking', async () => {
  const { main } = await openPage('privacyPolicy');
  expect(main.getByText(/uses no advertising or tracking technology/)).toBeInTheDocument();
});
