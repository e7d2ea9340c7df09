import { isSendableMessage, MESSAGE_MAX_LENGTH } from '#contracts/messages';
import { Alert } from '@/components/ui/alert';
import { QueryStates } from '@/components/ui/load-states';
import { MessageComposer } from '@/components/ui/message-composer';
import { MessageThread } from '@/components/ui/message-thread';
import { useRenderLanguage } from '@/i18n/language-context';
import { dayAndTime } from '@/i18n/staff-dates';
import { useText } from '@/i18n/use-text';
import { useFamilyMessages, useSendFamilyMessage } from '../api/family-messages';
import { familyMessagesWording as words } from '../content/family-messages-wording';
import { familyHomeWording } from '../content/family-home-wording';

/**
 * The family's line to the admissions team (the menu's "Messages" opens it): what was written both
 * ways, oldest first, and a message to send. Read from the server on each visit; nothing is kept in the browser.
 */
export function FamilyMessages() {
  const text = useText();
  const language = useRenderLanguage();
  const thread = useFamilyMessages();
  const send = useSendFamilyMessage();
  const onSend = async (message: string) => {
    try {
      await send.mutateAsync(message);
      return true;
    } catch {
      return false;
    }
  };
  return (
    <section id="messages" aria-labelledby="family-messages-heading" className="max-w-2xl scroll-mt-24 space-y-6">
      <h2 id="family-messages-heading" className="text-2xl font-semibold text-fg">
        {text(words.heading)}
      </h2>
      <p className="text-fg-muted">{text(words.intro)}</p>
      <QueryStates
        query={thread}
        loading={words.loading}
        failed={text(words.loadFailed)}
        retryLabel={text(familyHomeWording.tryAgain)}
      >
        {(data) =>
          data.messages.length === 0 ? (
            <p className="text-fg-muted">{text(words.none)}</p>
          ) : (
            <MessageThread
              label={text(words.threadLabel)}
              entries={data.messages.map((message, index) => ({
                key: `${message.at}-${index}`,
                who: text(message.from === 'family' ? words.you : words.team),
                at: message.at,
                when: dayAndTime(message.at, language),
                text: message.text,
                own: message.from === 'family',
              }))}
            />
          )
        }
      </QueryStates>
      <MessageComposer
        label={text(words.label)}
        sendLabel={text(words.send)}
        sendingLabel={text(words.sending)}
        maxLength={MESSAGE_MAX_LENGTH}
        accepts={isSendableMessage}
        invalidHint={text(words.invalid)}
        sending={send.isPending}
        onSend={onSend}
        problem={send.isError && <Alert tone="danger">{text(words.failed)}</Alert>}
      />
    </section>
  );
}
