import { lazy, Suspense } from 'react';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { LinkCardGrid } from '@/components/sections/link-card-grid';
import { ReachUsButtons } from '@/components/sections/reach-us-buttons';
import { Section } from '@/components/sections/section';
import { treatmentIcons } from '@/components/sections/treatment-icons';
import { home, homeMeta } from '@/content/pages/home';
import { useText } from '@/i18n/use-text';
import { SeeAll } from './home-see-all';

// Everything under the programmes loads beside the page, so the first screen is not kept waiting;
// so does the illustration beside the heading, shown only from laptop width.
const HomeBelowFold = lazy(() => import('./home-below-fold'));
const CalmIllustration = lazy(() =>
  import('@/components/ui/calm-illustration').then((module) => ({ default: module.CalmIllustration })),
);

export default function HomePage() {
  const text = useText();
  const { hero, treatments } = home;
  return (
    <Page
      meta={homeMeta}
      description={home.description}
      eyebrow={hero.eyebrow}
      lead={hero.promise}
      intro={hero.lead}
      layout="sections"
      actions={
        <>
          <Button to={hero.primary.to} colour="cta" size="lg" className="w-full tablet:w-auto">
            {text(hero.primary.label)}
          </Button>
          <ReachUsButtons className="w-full tablet:w-auto" />
        </>
      }
      aside={
        <div className="w-96 rounded-[2.5rem] bg-surface-raised/70 p-8 ring-1 ring-brand/10">
          <Suspense fallback={null}>
            <CalmIllustration />
          </Suspense>
        </div>
      }
    >
      <Section title={treatments.title} intro={treatments.text} action={<SeeAll link={treatments.link} />}>
        <LinkCardGrid cards={treatments.cards} icons={treatmentIcons} />
      </Section>

      <Suspense fallback={null}>
        <HomeBelowFold />
      </Suspense>
    </Page>
  );
}
