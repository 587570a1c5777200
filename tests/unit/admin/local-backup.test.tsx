// @vitest-environment jsdom
/**
 * Unsaved text survives a crash (admin/content/local-backup.ts, hooks/use-backup-offer.ts): what
 * is typed is kept in this browser a second after the last change; a page opened again offers it;
 * restored, its save names the revision it was typed on, so a save made since is not replaced
 * (the server answers 409); a saved text leaves no backup.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { ContentDocumentResponse } from '../../../common/content-api';
import { useBackupOffer } from '../../../admin/content/hooks/use-backup-offer';
import { useContentDraft } from '../../../admin/content/hooks/use-content-draft';
import { readBackup } from '../../../admin/content/local-backup';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const choice = { module: 'faq', language: 'fr' };

/** The server's page at `revision`, and every PUT it was sent. */
function serve(revision: number) {
  const puts: { baseRevision: number; data: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        puts.push(JSON.parse(String(init.body)) as { baseRevision: number; data: unknown });
        return Response.json({ revision: revision + 1, savedAt: '2026-11-29T12:00:00Z' });
      }
      return Response.json({
        module: 'faq',
        language: 'fr',
        dir: 'ltr',
        draft: false,
        revision,
        schema: {},
        english: {},
        data: { heading: 'Publié' },
      } as unknown as ContentDocumentResponse);
    }),
  );
  return puts;
}

function open() {
  const status = { show: vi.fn(), report: vi.fn(), clear: vi.fn() };
  return renderHook(() => {
    const draft = useContentDraft(choice, status, async () => {});
    return { draft, backup: useBackupOffer(choice, draft) };
  });
}

it('keeps what is typed, offers it when the page opens again, and saves it on its own revision', async () => {
  serve(7);
  const first = open();
  await waitFor(() => expect(first.result.current.draft.doc?.revision).toBe(7));
  act(() => first.result.current.draft.edit({ heading: 'Tapé avant la panne' }));
  await waitFor(
    () => expect(readBackup(choice)?.data).toEqual({ heading: 'Tapé avant la panne' }),
    {
      timeout: 2000,
    },
  );
  expect(readBackup(choice)?.revision).toBe(7);
  first.unmount();

  // Someone saved the page since (revision 9): the backup is offered, restored, and its save
  // names revision 7, so the server can refuse it instead of replacing the newer text.
  const puts = serve(9);
  const again = open();
  await waitFor(() => expect(again.result.current.backup.offer?.revision).toBe(7));
  act(() => again.result.current.backup.restore());
  expect(again.result.current.draft.formData).toEqual({ heading: 'Tapé avant la panne' });
  expect(again.result.current.draft.dirty).toBe(true);
  await act(async () => void (await again.result.current.draft.save()));
  expect(puts).toEqual([{ data: { heading: 'Tapé avant la panne' }, baseRevision: 7 }]);
  expect(readBackup(choice)).toBeNull();
});

it('a backup equal to the page is forgotten, one dismissed is gone', async () => {
  serve(3);
  localStorage.setItem(
    'content-editor:unsaved:faq:fr',
    JSON.stringify({ revision: 3, savedAt: 1, data: { heading: 'Publié' } }),
  );
  const same = open();
  await waitFor(() => expect(same.result.current.draft.doc?.revision).toBe(3));
  expect(same.result.current.backup.offer).toBeNull();
  expect(readBackup(choice)).toBeNull();
  same.unmount();

  localStorage.setItem(
    'content-editor:unsaved:faq:fr',
    JSON.stringify({ revision: 3, savedAt: 1, data: { heading: 'Autre' } }),
  );
  const other = open();
  await waitFor(() => expect(other.result.current.backup.offer).not.toBeNull());
  act(() => other.result.current.backup.dismiss());
  expect(other.result.current.backup.offer).toBeNull();
  expect(readBackup(choice)).toBeNull();
});
