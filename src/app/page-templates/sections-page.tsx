import type { ComponentProps } from 'react';
import { Page } from '@/components/layout/page';
import type { PageMeta } from '@/content/page-title';
import type { Bilingual } from '@/i18n/text';

type SectionsPageProps = Omit<ComponentProps<typeof Page>, 'meta' | 'description' | 'lead' | 'layout'> & {
  meta: PageMeta;
  /** The page's content, whose description is the meta description and whose intro is the lead. */
  content: { description: Bilingual; intro: Bilingual };
};

/** A page of full-width bands (`layout="sections"`), headed from its content. */
export function SectionsPage({ meta, content, ...props }: SectionsPageProps) {
  return <Page meta={meta} description={content.description} lead={content.intro} layout="sections" {...props} />;
}
