/**
 * What a row of `content_publishes` was, as the API and the insights annotations name it
 * (common/content-api.ts `PublishRecord.kind`): the table keeps `publish` | `revert` and
 * `restores_id` (migration 0013), and a re-render after a code deploy is recorded as a publish of
 * no page (docs/decisions/0045-publisher-process.md), which nothing else records.
 */
import type { PublishRecord } from '../../common/content-api';

/**
 * The API's kind of a recorded publish: `rollback` when it restored a release, `rerender` for a
 * publish of no page (only a re-render after a code deploy records one), else its own kind.
 */
export function publishKindOf(row: {
  kind: 'publish' | 'revert';
  restores_id: number | null;
  changes: string;
}): PublishRecord['kind'] {
  if (row.restores_id != null) return 'rollback';
  return row.kind === 'publish' && row.changes === '[]' ? 'rerender' : row.kind;
}
