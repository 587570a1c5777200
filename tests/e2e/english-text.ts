import type { Page } from '@playwright/test';
import type { Locale } from '../../common/i18n';
import { site } from '../../common/site';

/**
 * No English left on a translated page (DESIGN §5: every page in its own language). a11y.spec.ts
 * reads each page of French, Spanish, German and Arabic once hydrated ({@link englishLeftovers}):
 * its text nodes and accessible-name attributes, and flags a string when it holds a run of two or
 * more frequent English words that are not also words of the page's language, or when it is
 * English words only (a lone " home" or "Component"). Names (products, the company, people,
 * brands) are taken out first; so is text marked with another `lang` (the language menu's
 * "English").
 */

/**
 * About 200 frequent English words: function words and the site's own vocabulary. Those that are
 * also words (or accepted loanwords) of a translated language are listed in {@link ALSO_NATIVE}.
 */
const ENGLISH_WORDS: ReadonlySet<string> = new Set(
  `the and with your our you we for of to in on at by from is are was be been this that these
  those it its a an or not no all more most learn about how what why who when where which will
  can may us my me their they them has have had do does get see new now here there every each
  some any into over than then also just only very like home component components cost costs
  estimated estimate read view open close skip next previous back main content submit send
  message name phone location address team product products services service price per unit
  units sensors sensor cloud app apps devices device clean air health smart patch battery solar
  power data live watch explore features feature discover made built powered guided founder ceo
  university campus algeria algiers support thank thanks loading language cookies accept decline
  privacy terms download presentation pitch deck slide slides page menu search results result
  show hide play pause stop start demo demos try today contact follow profile company story
  mission vision values people work careers blog news faq questions answers question answer
  help yes sign subscribe newsletter other carousel`.split(/\s+/),
);

/** List words that are also ordinary words (or accepted loanwords) of a translated language. */
const ALSO_NATIVE: Readonly<Record<Exclude<Locale, 'en'>, ReadonlySet<string>>> = {
  fr: new Set(
    'a on me an pause message contact support total menu service services page patch air app cloud location demo demos cookies faq blog'.split(
      ' ',
    ),
  ),
  es: new Set(
    'a no me has solar total sensor app cloud demo demos blog contact faq menu cookies'.split(' '),
  ),
  de: new Set(
    'in an so was also will pause team total menu service support app cloud demo demos live smart solar patch sensor name faq blog cookies start'.split(
      ' ',
    ),
  ),
  ar: new Set(),
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Allowed names, removed before the check: products, the company, people, brands, e-mail
 * addresses, phone numbers and URLs.
 */
const ALLOWED = new RegExp(
  [
    site.companyName,
    site.productBrand,
    site.founder.name,
    site.emails.support,
    site.emails.sales,
    site.phone.display,
    'Optimus',
    'Scanova',
    'Lumen',
    'Iffer',
    'Edge',
    'LinkedIn',
    'GitHub',
    'YouTube',
    'Instagram',
    'Bluetooth LE',
  ]
    .map(escape)
    .concat(['https?://\\S+', '[\\w.+-]+@[\\w.-]+'])
    .join('|'),
  'g',
);

/** One string on a page and where it was found (`text`, `aria-label`, `alt`, `title`, …). */
interface Found {
  where: string;
  text: string;
}

/** The page's strings: text nodes of `<body>` and accessible-name attributes, with `lang` context. */
async function pageStrings(page: Page): Promise<Found[]> {
  return page.evaluate(() => {
    const lang = document.documentElement.lang;
    const foreign = (el: Element | null) => {
      const marked = el?.closest('[lang]');
      return marked !== null && marked !== undefined && marked.getAttribute('lang') !== lang;
    };
    const out: { where: string; text: string }[] = [
      { where: 'document.title', text: document.title },
    ];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template, noscript') || foreign(parent))
        continue;
      const text = node.textContent?.trim() ?? '';
      if (text !== '') out.push({ where: `text in <${parent.tagName.toLowerCase()}>`, text });
    }
    const attributes = ['aria-label', 'alt', 'title', 'placeholder', 'aria-roledescription'];
    for (const el of document.body.querySelectorAll(attributes.map((a) => `[${a}]`).join(','))) {
      if (foreign(el)) continue;
      for (const name of attributes) {
        const text = el.getAttribute(name)?.trim();
        if (text) out.push({ where: `${name} of <${el.tagName.toLowerCase()}>`, text });
      }
    }
    return out;
  });
}

/**
 * Whether `text` reads as English on a page in `locale`: a run of ≥ 2 English words, or only
 * English words (at least one), once allowed names are removed.
 */
function looksEnglish(text: string, locale: Exclude<Locale, 'en'>): boolean {
  const native = ALSO_NATIVE[locale];
  // Letters only: digits, units and symbols neither count nor break a run; hyphenated words stay whole.
  const words = (
    text.replace(ALLOWED, ' ').match(/[\p{L}\p{M}]+(?:[-'’][\p{L}\p{M}]+)*/gu) ?? []
  ).map((w) => w.toLowerCase());
  // A word of both languages ("menu" in French) neither counts nor breaks a run: "Close menu" is
  // still English on a French page, "Menu" alone is French.
  const english = (word: string) => ENGLISH_WORDS.has(word) && !native.has(word);
  const either = (word: string) => ENGLISH_WORDS.has(word) && native.has(word);
  let run = 0;
  for (const word of words) {
    if (english(word)) run += 1;
    else if (!either(word)) run = 0;
    if (run >= 2) return true;
  }
  // A lone letter (an animated headline's spans) is no English text on its own.
  return (
    words.some((word) => english(word) && word.length > 1) &&
    words.every((word) => english(word) || either(word))
  );
}

/**
 * The strings of the page as it is now that read as English in `locale`, one line each:
 * "where: \"text\"" (empty when none). Call once the page has hydrated.
 */
export async function englishLeftovers(
  page: Page,
  locale: Exclude<Locale, 'en'>,
): Promise<string[]> {
  return (await pageStrings(page))
    .filter((found) => looksEnglish(found.text, locale))
    .map((found) => `${found.where}: "${found.text}"`);
}
