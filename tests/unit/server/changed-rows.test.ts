import { DeleteResult, UpdateResult } from 'kysely';
import { describe, expect, it } from 'vitest';
import { changedAny, changedRows } from '../../../server/db/changed-rows';

/** A built query whose run answers `result`. */
const query = (result: DeleteResult | UpdateResult) => ({
  executeTakeFirst: () => Promise.resolve(result),
});

describe('changedRows / changedAny', () => {
  it('counts deleted rows from the driver’s bigint', async () => {
    await expect(changedRows(query(new DeleteResult(3n)))).resolves.toBe(3);
    await expect(changedAny(query(new DeleteResult(1n)))).resolves.toBe(true);
    await expect(changedAny(query(new DeleteResult(0n)))).resolves.toBe(false);
  });

  it('counts updated rows', async () => {
    await expect(changedRows(query(new UpdateResult(2n, undefined)))).resolves.toBe(2);
    await expect(changedAny(query(new UpdateResult(0n, undefined)))).resolves.toBe(false);
  });
});
