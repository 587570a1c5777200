import { useEffect, useState } from 'react';
import { SECTION_SCROLL_OFFSET_PX } from '~/config/layout';

/** A section's id and its top edge in document coordinates (px from the top of the page). */
export interface SectionPosition {
  id: string;
  top: number;
}

/**
 * The section being read (spec §2 /optimus, §9: section scroll offset 100 px): the last section
 * whose top edge is at most `offset` px below the top of the viewport. `null` above the first
 * section (in the hero). Sections must be in document order.
 *
 * At the bottom of the page (`atBottom`) the last section is active, since a short last section's
 * top may never reach the offset line, and the page cannot scroll further.
 */
export function activeSectionAt(
  sections: readonly SectionPosition[],
  scrollY: number,
  offset: number = SECTION_SCROLL_OFFSET_PX,
  atBottom = false,
): string | null {
  if (atBottom && sections.length > 0) return sections[sections.length - 1]!.id;
  let active: string | null = null;
  for (const section of sections) {
    if (section.top <= scrollY + offset) active = section.id;
  }
  return active;
}

/** The page cannot scroll further down (1 px slack for fractional scroll positions). */
function scrolledToBottom(): boolean {
  const root = document.documentElement;
  return window.scrollY > 0 && window.scrollY + window.innerHeight >= root.scrollHeight - 1;
}

/**
 * Tracks which of the sections `ids` is active while the page scrolls, re-measuring at most once
 * per animation frame. Pass a stable array (a module constant or memoised).
 */
export function useActiveSection(
  ids: readonly string[],
  offset: number = SECTION_SCROLL_OFFSET_PX,
): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const positions = ids.flatMap((id) => {
        const el = document.getElementById(id);
        return el ? [{ id, top: el.getBoundingClientRect().top + window.scrollY }] : [];
      });
      setActive(activeSectionAt(positions, window.scrollY, offset, scrolledToBottom()));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ids, offset]);
  return active;
}
