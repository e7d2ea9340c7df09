import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '#contracts/routes';
import { Button } from '@/components/ui/button';
import { forgetSession } from '@/features/auth/api/logout';
import { sessionWording } from '@/features/auth/content/session-wording';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { usePathFor } from '@/i18n/language-context';
import { useText } from '@/i18n/use-text';
import { BareFrame } from './bare-frame';

/**
 * Signed out (a 401): a plain sentence and the way back in, nothing else: no menu, no page, nothing
 * private. Not the error page: nothing went wrong that the person should worry about.
 */
export function SessionEnded() {
  const text = useText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pathFor = usePathFor();
  useDocumentTitle(sessionWording.heading);
  const signInAgain = () => {
    forgetSession(queryClient);
    navigate(pathFor(paths.login), { replace: true });
  };
  return (
    <BareFrame>
      <div className="mx-auto w-full max-w-2xl px-4 py-16 text-center">
        <h1 className="text-3xl font-semibold text-fg">{text(sessionWording.heading)}</h1>
        <p role="alert" className="mt-4 text-lg text-fg-muted">
          {text(sessionWording.explanation)}
        </p>
        <div className="mt-8 flex justify-center">
          <Button colour="brand" onClick={signInAgain}>
            {text(sessionWording.signInAgain)}
          </Button>
        </div>
      </div>
    </BareFrame>
  );
}
