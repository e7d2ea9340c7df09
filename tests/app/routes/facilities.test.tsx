import { facilities } from '@/content/pages/facilities';
import { metaContent, openPage } from './page-helpers';

describe('facilities page', () => {
  it.each(['en', 'ar'] as const)('shows every part of the residence with its highlights in %s', async (language) => {
    const { main } = await openPage('facilities', language);
    for (const section of facilities.sections) {
      const heading = main.getByRole('heading', { level: 2, name: section.title[language] });
      expect(heading.closest('section')).toHaveAttribute('id', section.id);
      for (const highlight of section.highlights) expect(main.getByText(highlight[language])).toBeInTheDocument();
    }
    expect(main.getByRole('heading', { level: 2, name: facilities.cta.title[language] })).toBeInTheDocument();
    expect(metaContent('description')).toBe(facilities.description[language]);
  });

  it('keeps its illustrations out of the accessibility tree', async () => {
    await openPage('facilities');
    const pictures = document.querySelectorAll('main svg[viewBox="0 0 240 160"]');
    expect(pictures.length).toBe(facilities.sections.length);
    for (const picture of pictures) {
      expect(picture).toHaveAttribute('aria-hidden', 'true');
      expect(picture).toHaveAttribute('width', '240');
      expect(picture).toHaveAttribute('height', '160');
    }
  });
});
