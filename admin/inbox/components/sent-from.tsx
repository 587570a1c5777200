import type { InboxMessage } from '../../../common/admin-api';
import { languageLabel } from '../utils/format';

/**
 * Where a message was written: the page's path (always left to right: it is a path, not text in
 * the page's language) and the page language's name, or "Not recorded" for messages stored before
 * these were kept.
 */
export function SentFrom({ message }: { message: Pick<InboxMessage, 'page' | 'language'> }) {
  const language = languageLabel(message.language);
  if (!message.page && !language) return <span className="text-muted">Not recorded</span>;
  return (
    <>
      {message.page && (
        <bdi dir="ltr" className="font-mono text-xs">
          {message.page}
        </bdi>
      )}
      {message.page && language && ' · '}
      {language}
    </>
  );
}
