import { useEffect, useRef, useState } from 'react';
import { fadeLetterWords } from '@common/fade-letters';
import { useReducedMotion } from '~/hooks/use-media-query';

/** Props of {@link FadeInHeading}. */
export interface FadeInHeadingProps {
  text: string;
  /** Wait before the first letter appears (ms): spec §2 HEADLINE_FADE_DELAY_MS, 500 ms. */
  delayMs: number;
  /** Extra delay per letter (ms), so the letters arrive as a wave. */
  staggerMs: number;
  /** Duration of each letter's fade (ms). */
  fadeMs: number;
  className?: string;
}

/**
 * The page's `<h1>` whose letters fade in one after another, starting `delayMs` after mount
 * (spec §2 landing headline). Screen readers get the whole text once (visually hidden); the
 * per-letter spans are aria-hidden so nothing is spelled out. Words never break inside; Arabic
 * words fade as whole words (joined letters).
 * Under prefers-reduced-motion the text shows at once.
 *
 * The letters' box is hidden by CSS only where scripts run (`@media (scripting: enabled)`,
 * app.css `.fade-letters`), so the prerendered headline shows without JavaScript (DESIGN §8);
 * and should the scripts never arrive, a CSS fallback shows it when the loading overlay has gone.
 *
 * Each letter fades by the Web Animations API, not a CSS transition (DESIGN §6). A transition
 * fires transitionrun, transitionstart and transitionend, which Chromium dispatches because
 * React listens for them at its root, each event in a task of its own with a style recalc. An
 * Animation fires no DOM event; what this removes is those tasks, not the fade's own frames.
 * Where `animate` is missing the letters simply appear.
 */
export function FadeInHeading({ text, delayMs, staggerMs, fadeMs, className }: FadeInHeadingProps) {
  const reducedMotion = useReducedMotion();
  const [started, setStarted] = useState(false);
  const letters = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (reducedMotion) return;
    const timer = window.setTimeout(() => {
      // The animations start before React draws data-shown="true", and `fill: 'backwards'`
      // holds each letter at opacity 0 until its turn, so no letter flashes in early.
      letters.current?.querySelectorAll('.fade-letter').forEach((letter, i) =>
        letter.animate?.([{ opacity: 0 }, { opacity: 1 }], {
          duration: fadeMs,
          delay: i * staggerMs,
          easing: 'ease',
          fill: 'backwards',
        }),
      );
      setStarted(true);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs, reducedMotion, fadeMs, staggerMs]);

  const shown = started || reducedMotion;
  return (
    <h1 className={className} data-shown={shown} data-testid="fade-in-heading">
      <span className="sr-only">{text}</span>
      <span aria-hidden="true" className="fade-letters" ref={letters}>
        {fadeLetterWords(text).map((pieces, w) => (
          <span key={w}>
            {w > 0 ? ' ' : null}
            <span className="inline-block whitespace-nowrap">
              {pieces.map((letter, l) => (
                <span key={l} className="fade-letter inline-block">
                  {letter}
                </span>
              ))}
            </span>
          </span>
        ))}
      </span>
    </h1>
  );
}
