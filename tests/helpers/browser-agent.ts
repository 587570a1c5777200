/**
 * A desktop Chrome user agent for requests the insights routes must count: Node's own fetch says
 * `node`, which isbot (rightly) calls a bot, so those requests are answered and not stored.
 */
export const CHROME_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
