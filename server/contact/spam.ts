/**
 * Which contact submissions are filed as spam (docs/decisions/0039-spam-folder.md, docs/inbox.md
 * "Spam"): both routes call {@link classifySubmission} through the one service (./service.ts), so
 * the form without JavaScript and the JSON API classify alike. A message filed as spam is stored
 * and answered like any other (201 / the success page): a person whose browser filled the
 * honeypot still reaches the team, who find the message in the Spam folder.
 *
 * The content score counts links with linkify-it (markdown-it's link finder, maintained, MIT)
 * rather than a hand-written URL pattern. Its signals read only the shape of the text, never its
 * language, so a message in any of the site's five languages scores alike:
 * - a link with a scheme (`https://`, `ftp://`, `//`) or `www.` in the name: +3 (a name holds none);
 * - such a link in the subject: +2;
 * - each link in the message beyond the first {@link FREE_LINKS} (bare domains such as
 *   `example.com` count too): +1;
 * - links making up more than half the message's visible characters: +2.
 * At {@link SPAM_SCORE_THRESHOLD} or more the message is spam (reason `score`).
 */
import { LinkifyIt, type Match } from 'linkify-it';
import type { SpamReason } from '../../common/admin-api';

/** The score at which a message is filed as spam. */
export const SPAM_SCORE_THRESHOLD = 3;
/** Links a message may hold before each further one scores. */
export const FREE_LINKS = 2;

/** Fuzzy links (`example.com`) on; e-mail addresses are not links here (a visitor may give one). */
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: false });

/** The links of `text`, without `mailto:` ones. */
function linksOf(text: string): Match[] {
  if (!linkify.test(text)) return [];
  return (linkify.match(text) ?? []).filter((match) => match.schema !== 'mailto:');
}

/** A link written as one (a scheme, `//` or `www.`), not a bare domain such as a company name. */
const isExplicit = (match: Match) => match.schema !== '' || /^www\./i.test(match.raw);

/** The fields the score reads (common/contact-fields.ts columns). */
export interface ScoredFields {
  name: string;
  subject: string;
  message: string;
}

/**
 * The content score of a submission (see the module comment for the signals).
 * @returns a whole number ≥ 0; {@link SPAM_SCORE_THRESHOLD} or more is spam
 */
export function spamScore(fields: ScoredFields): number {
  let score = 0;
  if (linksOf(fields.name).some(isExplicit)) score += 3;
  if (linksOf(fields.subject).some(isExplicit)) score += 2;
  const links = linksOf(fields.message);
  score += Math.max(0, links.length - FREE_LINKS);
  const visible = fields.message.replace(/\s+/gu, '').length;
  const linked = links.reduce((sum, match) => sum + match.raw.length, 0);
  if (links.length > 0 && linked * 2 > visible) score += 2;
  return score;
}

/** How a submission is filed: `new` like any message, or `spam` with the reason. */
export type Classification =
  { status: 'new'; spamReason: null } | { status: 'spam'; spamReason: SpamReason };

/**
 * Files a validated submission: `honeypot` when the hidden field was filled (the honeypot wins:
 * it is the surer sign), else `score` when {@link spamScore} reaches the threshold, else `new`.
 * @param honeypotFilled whether the row carried a non-empty honeypot value (./payload.ts)
 */
export function classifySubmission(fields: ScoredFields, honeypotFilled: boolean): Classification {
  if (honeypotFilled) return { status: 'spam', spamReason: 'honeypot' };
  if (spamScore(fields) >= SPAM_SCORE_THRESHOLD) return { status: 'spam', spamReason: 'score' };
  return { status: 'new', spamReason: null };
}
