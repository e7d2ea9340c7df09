import userEvent from '@testing-library/user-event';
import { programmeFees, type FeeProgramme } from '@/config/fees';
import { pageMeta } from '@/content/page-meta';
import { addiction } from '@/content/pages/addiction';
import { anxietyDepression } from '@/content/pages/anxiety-depression';
import { eatingDisorders } from '@/content/pages/eating-disorders';
import { fees } from '@/content/pages/fees';
import { selectCartCount, useCartStore } from '@/features/cart/stores/use-cart-store';
import { marriageCounseling } from '@/content/pages/marriage-counseling';
import { planWording } from '@/features/cart/content/plan-wording';
import { within } from '../../test-utils';
import { metaContent, openPage, proseOfMain } from './page-helpers';

/** The prose of `<main>` without the structured data, which is for search engines, not readers. */
function proseWithoutData() {
  const scripts = [...document.querySelectorAll('main script')];
  scripts.forEach((script) => script.remove());
  return proseOfMain();
}

const treatmentPages = { addiction, anxietyDepression, eatingDisorders, marriageCounseling };
const programmes = Object.keys(programmeFees) as FeeProgramme[];

/** The prices as Intl writes them, worked out here rather than by the page's own helper. */
const expectedPrice = (id: FeeProgramme, language: 'en' | 'ar') => {
  const { from, to } = programmeFees[id].weekly;
  if (language === 'en')
    return (
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'AED',
        currencyDisplay: 'code',
        maximumFractionDigits: 0,
      })
        .formatRange(from, to)
        // Testing Library reads the no-break space Intl puts after the code as a plain one.
        .replace(/\s+/g, ' ')
    );
  const number = new Intl.NumberFormat('ar-EG');
  return `من ${number.format(from)} إلى ${number.format(to)} درهم إماراتي`;
};

/** A card of the programmes list, by its heading. */
function programmeCard(main: ReturnType<typeof within>, id: FeeProgramme, language: 'en' | 'ar') {
  const heading = main.getByRole('heading', { level: 3, name: pageMeta[id].heading[language] });
  return within(heading.closest('li') as HTMLElement);
}

describe('fees page', () => {
  // The page's chunk is transformed on first use; on a busy machine that alone can outlast a query's wait.
  beforeAll(() => import('@/app/routes/fees'));

  it.each(['en', 'ar'] as const)('shows every section in %s, with its description', async (language) => {
    const { main } = await openPage('fees', language);
    for (const title of [
      fees.programmes.title,
      fees.includes.title,
      fees.excludes.title,
      fees.deposit.title,
      fees.payment.title,
      fees.insurance.title,
      fees.faq.title,
      fees.cta.title,
    ])
      expect(main.getByRole('heading', { level: 2, name: title[language] })).toBeInTheDocument();
    expect(metaContent('description')).toBe(fees.description[language]);
  });

  it('gives each programme its weekly price in AED and its usual stay, in English', async () => {
    const { main } = await openPage('fees');
    for (const id of programmes) {
      const card = programmeCard(main, id, 'en');
      expect(card.getByText(expectedPrice(id, 'en'))).toBeInTheDocument();
      expect(card.getByText(expectedPrice(id, 'en'))).toHaveTextContent(/^AED\s\d{2},\d{3}–\d{2},\d{3}$/);
      // The same stay as the programme's own page says.
      expect(card.getByText(treatmentPages[id].programmeLength.value.en)).toBeInTheDocument();
    }
  });

  it('writes the prices in Arabic words and Arabic-Indic digits, with no Western digit in the prose', async () => {
    const { main } = await openPage('fees', 'ar');
    for (const id of programmes) {
      const card = programmeCard(main, id, 'ar');
      expect(card.getByText(expectedPrice(id, 'ar'))).toHaveTextContent(/^من [٠-٩٬]+ إلى [٠-٩٬]+ درهم إماراتي$/);
      expect(card.getByText(treatmentPages[id].programmeLength.value.ar)).toBeInTheDocument();
    }
    expect(proseWithoutData()).not.toMatch(/[0-9A-Za-z]/);
  });

  it('states the deposit and refund terms from the centre’s figures', async () => {
    const { main } = await openPage('fees');
    expect(main.getByText(/A deposit of one week’s fees confirms your admission date/)).toBeInTheDocument();
    expect(main.getByText(/at least 7 days before admission/)).toBeInTheDocument();
    expect(main.getByText(/within 14 days/)).toBeInTheDocument();
  });

  it.each(['en', 'ar'] as const)(
    'asks its questions as native disclosures that open without script, in %s',
    async (language) => {
      const user = userEvent.setup();
      const { main } = await openPage('fees', language);
      const faq = main.getByRole('heading', { level: 2, name: fees.faq.title[language] }).closest('section');
      const disclosures = [...(faq as HTMLElement).querySelectorAll('details')];
      expect(disclosures.map((details) => details.querySelector('summary')?.textContent)).toEqual(
        fees.faq.items.map((item) => item.question[language]),
      );
      expect(disclosures.every((details) => !details.open)).toBe(true);

      const [first, second] = fees.faq.items;
      await user.click(main.getByText(first?.question[language] ?? ''));
      expect(main.getByText(first?.answer[language] ?? '')).toBeVisible();
      expect(main.getByText(second?.answer[language] ?? '')).not.toBeVisible();
    },
  );

  it.each(['en', 'ar'] as const)(
    'describes the questions as FAQPage data in the words shown, in %s',
    async (language) => {
      await openPage('fees', language);
      const scripts = document.querySelectorAll('script[type="application/ld+json"]');
      expect(scripts).toHaveLength(1);
      const data = JSON.parse(scripts[0]?.textContent ?? '') as {
        '@type': string;
        mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
      };
      expect(data['@type']).toBe('FAQPage');
      const summaries = [...document.querySelectorAll('main details summary')].map((summary) => summary.textContent);
      expect(data.mainEntity.map((question) => question.name)).toEqual(summaries);
      expect(data.mainEntity.map((question) => question.acceptedAnswer.text)).toEqual(
        fees.faq.items.map((item) => item.answer[language]),
      );
      expect(data.mainEntity.every((question) => question.acceptedAnswer['@type'] === 'Answer')).toBe(true);
    },
  );

  it('adds a programme and two sessions to the plan, 3 in the cart; another programme takes its place', async () => {
    const user = userEvent.setup();
    const { main } = await openPage('fees');
    await user.click(main.getByRole('button', { name: 'Add to my plan: Addiction Rehab' }));
    await user.click(main.getByRole('button', { name: 'Add to my plan: Extra one-to-one therapy session' }));
    await user.click(main.getByRole('button', { name: 'Add one more: Extra one-to-one therapy session' }));
    expect(selectCartCount(useCartStore.getState())).toBe(3);
    expect(JSON.parse(localStorage.getItem('cart') ?? '{}')).toEqual({
      'programme:addiction:4': 1,
      'addon:extraTherapy': 2,
    });
    await user.click(main.getByRole('button', { name: 'Add to my plan: Eating Disorders' }));
    await user.click(main.getByRole('button', { name: 'Add to my plan: Garden villa' }));
    expect(JSON.parse(localStorage.getItem('cart') ?? '{}')).toEqual({
      'programme:eatingDisorders:6': 1,
      'residence:gardenVilla': 1,
      'addon:extraTherapy': 2,
    });
    expect(main.getByText(planWording.keptHere.en)).toBeInTheDocument();
  });

  it('reads a plan saved earlier once the page runs, and says what is in it, in Arabic', async () => {
    localStorage.setItem('cart', JSON.stringify({ 'residence:privateSuite': 1, 'addon:spaTreatment': 3 }));
    const { main } = await openPage('fees', 'ar');
    const spa = within(
      main.getByRole('heading', { level: 4, name: 'علاج في المنتجع الصحي' }).closest('li') as HTMLElement,
    );
    expect(await spa.findByRole('status')).toHaveTextContent('ضمن خطتي (٣)');
    const suite = within(main.getByRole('heading', { level: 4, name: 'جناح خاص' }).closest('li') as HTMLElement);
    expect(suite.getByRole('status')).toHaveTextContent('ضمن خطتي');
  });

  it('ends with the way to ask about fees: the enquiry and the contact page', async () => {
    const { main } = await openPage('fees', 'ar');
    expect(main.getByRole('link', { name: fees.cta.action.label.ar })).toHaveAttribute('href', '/ar/admissions');
    expect(main.getByRole('link', { name: fees.cta.secondary.label.ar })).toHaveAttribute('href', '/ar/contact-us');
  });
});
