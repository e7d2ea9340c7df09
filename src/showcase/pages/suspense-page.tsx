import { Suspense, use, useState } from 'react';
import { LoadingScreen } from '@/components/layout/loading-screen';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { alertTones } from '@/content/alert-tones';
import { ui } from '@/content/ui-wording';
import { actions } from '@/content/action-wording';
import { useText } from '@/i18n/use-text';
import type { Bilingual } from '@/i18n/text';
import { Demo, Section, ShowcasePage } from '../components/showcase-page';

const DELAY_MS = 1500;

const arrive = () =>
  new Promise<Bilingual>((resolve) =>
    setTimeout(() => resolve({ en: 'Loaded after a short wait.', ar: 'اكتمل التحميل بعد انتظار قصير.' }), DELAY_MS),
  );

function SlowPart({ message }: { message: Promise<Bilingual> }) {
  const text = useText();
  return (
    <Alert tone="success" toneLabel={text(alertTones.success)}>
      {text(use(message))}
    </Alert>
  );
}

function SuspenseDemo() {
  const text = useText();
  const [message, setMessage] = useState<Promise<Bilingual>>();
  return (
    <div className="w-full space-y-4">
      <Button colour="brand" onClick={() => setMessage(arrive())}>
        {text(message ? actions.tryAgain : { en: 'Load', ar: 'تحميل' })}
      </Button>
      {message && (
        <Suspense fallback={<Spinner showLabel label={ui.loading} />}>
          <SlowPart message={message} />
        </Suspense>
      )}
    </div>
  );
}

export default function SuspensePage() {
  return (
    <ShowcasePage
      id="suspense"
      lead={{
        en: 'What shows while something loads: every page arrives as its own chunk behind a loading screen, and parts of a page can wait behind a spinner.',
        ar: 'ما يظهر أثناء التحميل: تصل كل صفحة في جزء مستقل خلف شاشة تحميل، ويمكن لأجزاء من الصفحة أن تنتظر خلف مؤشر تحميل.',
      }}
    >
      <Section
        title={{ en: 'Part of a page', ar: 'جزء من صفحة' }}
        description={{
          en: 'The part waits 1.5 seconds behind a spinner.',
          ar: 'ينتظر الجزء ثانية ونصفًا خلف مؤشر التحميل.',
        }}
      >
        <Demo>
          <SuspenseDemo />
        </Demo>
      </Section>
      <Section
        title={{ en: 'Loading screen', ar: 'شاشة التحميل' }}
        description={{
          en: 'The fallback while a page chunk arrives.',
          ar: 'ما يظهر ريثما يصل جزء الصفحة.',
        }}
      >
        <div className="overflow-hidden rounded-2xl border border-line bg-surface-raised [&>*]:min-h-48">
          <LoadingScreen />
        </div>
      </Section>
    </ShowcasePage>
  );
}
