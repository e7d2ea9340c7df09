import { SectionsPage } from './sections-page';
import { HeaderAction } from '@/components/sections/header-action';
import type { IconComponent } from '@/components/ui/icon';
import type { PageMeta } from '@/content/page-title';
import type { TeamCard, TreatmentCard, TreatmentsIndexContent } from '@/content/types';
import { CtaBand } from '@/components/sections/cta-band';
import { LinkCardGrid } from '@/components/sections/link-card-grid';
import { ListSectionBand } from '@/components/sections/list-section-band';
import { Section } from '@/components/sections/section';

interface IndexPageProps<Card extends TreatmentCard | TeamCard> {
  meta: PageMeta;
  /** The treatments or teams index content (the two share a shape). */
  content: Omit<TreatmentsIndexContent, 'cards'> & { cards: Card[] };
  icons: Record<Card['page'], IconComponent>;
}

/** The treatments or teams index: the cards, what they share, and the next step. */
export function IndexPage<Card extends TreatmentCard | TeamCard>({ meta, content, icons }: IndexPageProps<Card>) {
  return (
    <SectionsPage meta={meta} content={content} actions={<HeaderAction action={content.cta.action} />}>
      <Section title={content.cardsTitle} id="overview">
        <LinkCardGrid cards={content.cards} icons={icons} />
      </Section>
      <ListSectionBand section={content.principles} id="principles" tone="soft" />
      <CtaBand cta={content.cta} />
    </SectionsPage>
  );
}
