import { isSendableMessage, MESSAGE_MAX_LENGTH, type Message } from '#contracts/messages';
import { Alert } from '@/components/ui/alert';
import { QueryStates } from '@/components/ui/load-states';
import { MessageComposer } from '@/components/ui/message-composer';
import { MessageThread } from '@/components/ui/message-thread';
import { useAnswerFamily, useItemMessages } from '../api/item-messages';
import { messagesWording as words } from '../content/messages-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { DetailPanel } from './detail-panel';
import { StayPlanSummary } from './stay-plan-summary';

/**
 * The item's messages with its family, both ways, with how the family was told of each answer
 * (emailed, held until its hours, not sent), the stay plan it sent, and the answer field.
 */
export function ItemMessages({ reference }: { reference: string }) {
  const t = useInboxText();
  const thread = useItemMessages(reference);
  const answer = useAnswerFamily(reference);
  const noticeOf = ({ notice, noticeAt }: Message) => {
    if (notice === 'held' && noticeAt) return `${t.text(words.notice.held)} ${t.dateTime(noticeAt)}`;
    return notice && t.text(words.notice[notice]);
  };
  const onSend = async (text: string) => {
    try {
      await answer.mutateAsync(text);
      return true;
    } catch {
      return false;
    }
  };
  return (
    <DetailPanel title={t.text(words.heading)}>
      <div className="flex flex-col gap-6">
        <QueryStates
          query={thread}
          loading={words.loading}
          failed={t.text(words.loadFailed)}
          retryLabel={t.text(words.tryAgain)}
        >
          {(data) => (
            <>
              {data.plan && <StayPlanSummary plan={data.plan.plan} at={data.plan.at} />}
              {data.unread > 0 && (
                <p className="font-semibold text-fg">{words.unread[t.language](t.number(data.unread))}</p>
              )}
              {data.messages.length === 0 ? (
                <p className="text-fg-muted">{t.text(words.none)}</p>
              ) : (
                <MessageThread
                  label={t.text(words.threadLabel)}
                  entries={data.messages.map((message, index) => ({
                    key: `${message.at}-${index}`,
                    who: message.from === 'family' ? t.text(words.family) : (message.by ?? ''),
                    at: message.at,
                    when: t.dateTime(message.at),
                    text: message.text,
                    own: message.from === 'staff',
                    note: noticeOf(message),
                  }))}
                />
              )}
            </>
          )}
        </QueryStates>
        <MessageComposer
          label={t.text(words.label)}
          hint={t.text(words.hint)}
          sendLabel={t.text(words.send)}
          sendingLabel={t.text(words.sending)}
          maxLength={MESSAGE_MAX_LENGTH}
          accepts={isSendableMessage}
          invalidHint={t.text(words.invalid)}
          sending={answer.isPending}
          onSend={onSend}
          problem={answer.isError && <Alert tone="danger">{t.text(words.failed)}</Alert>}
        />
      </div>
    </DetailPanel>
  );
}
