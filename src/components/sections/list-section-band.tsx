import type { ListSection } from '@/content/types';
import { BulletList } from './bullet-list';
import { Section } from './section';

interface ListSectionBandProps {
  section: ListSection;
  id?: string;
  tone?: 'plain' | 'soft' | 'sunken';
}

/** A `ListSection` as a whole band: its `h2`, paragraph and points in two columns. */
export function ListSectionBand({ section, id, tone }: ListSectionBandProps) {
  return (
    <Section title={section.title} intro={section.text} id={id} tone={tone}>
      <BulletList items={section.items} columns={2} />
    </Section>
  );
}
