import { Page } from '@/components/layout/page';

/** The UI-kit showcase at /kit (issue: UI kit). Replaced by the kit's own pages. */
export default function ShowcaseRoutes() {
  return (
    <Page
      meta={{
        title: { en: 'Home | Gamals UI', ar: 'الرئيسية | Gamals UI' },
        heading: { en: 'UI kit', ar: 'مكونات الواجهة' },
      }}
    />
  );
}
