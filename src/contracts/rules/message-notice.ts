import type { Bilingual, Language } from '../languages';

/**
 * The notice that a new message waits in the family's space. It never carries the message (it takes
 * none): a phone's lock screen or a shared inbox shows only that something is there. Without the
 * family's leave to name the centre, it names nothing; the sending side keeps to the channel and
 * hours they allowed.
 */
export function messageNotice(
  { nameCentre, language }: { nameCentre: boolean; language: Language },
  centreName: Bilingual,
): string {
  if (!nameCentre)
    return language === 'ar'
      ? 'لديكم رسالة جديدة. سجّلوا الدخول برقمكم المرجعي ورمزكم لقراءتها.'
      : 'You have a new message. Sign in with your reference and code to read it.';
  return language === 'ar'
    ? `لديكم رسالة جديدة من ${centreName.ar}. سجّلوا الدخول برقمكم المرجعي ورمزكم لقراءتها.`
    : `You have a new message from ${centreName.en}. Sign in with your reference and code to read it.`;
}
