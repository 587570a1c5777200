import { useEffect, useState, type FormEvent } from 'react';
import { INBOX_STATUSES } from '../../../common/admin-api';
import { messagesCsvUrl, type ListFilter } from '../api/messages';
import { primary, secondary } from '../../components/buttons';
import { STATUS_LABELS } from '../utils/format';
import type { Team } from '../hooks/use-team';

/**
 * Above the list: the status filter (toggle buttons, `aria-pressed`; Spam with its count), the
 * owner filter (a
 * labelled select: anyone, me, nobody, or a team account), the text search (a `role="search"`
 * form, applied on submit) and Export CSV of the current filter (DESIGN §8:
 * GET /api/admin/messages.csv).
 */
export function InboxToolbar({
  filter,
  spam,
  team,
  onFilter,
}: {
  filter: ListFilter;
  /** Messages in Spam (the list answer's `spam`), shown on its filter button. */
  spam: number;
  /** The accounts the owner filter offers. */
  team: Team;
  /** Called with the part of the filter the reader changed. */
  onFilter: (change: Partial<ListFilter>) => void;
}) {
  const [query, setQuery] = useState(filter.q);
  // The filter moved on without this box (a reload, Back or Forward): show its search.
  useEffect(() => setQuery(filter.q), [filter.q]);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onFilter({ q: query });
  }

  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-1">
        {(['', ...INBOX_STATUSES] as const).map((status) => (
          <button
            key={status || 'all'}
            type="button"
            aria-pressed={filter.status === status}
            className={filter.status === status ? primary : secondary}
            onClick={() => onFilter({ status })}
          >
            {status ? STATUS_LABELS[status] : 'All'}
            {status === 'spam' && (
              <span
                data-testid="spam-count"
                className="ms-1.5 rounded-full bg-subtle px-1.5 text-xs font-semibold text-ink"
              >
                {spam}
              </span>
            )}
          </button>
        ))}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="owner-filter" className="text-sm font-medium text-muted">
          Filter by owner
        </label>
        <select
          id="owner-filter"
          value={filter.owner}
          onChange={(event) => onFilter({ owner: event.target.value })}
          className="min-h-10 max-w-full rounded border border-field bg-white px-2 py-2 text-sm"
        >
          <option value="">Anyone</option>
          <option value="me">Me</option>
          <option value="none">Nobody</option>
          {team.accounts
            .filter((email) => email !== team.me)
            .map((email) => (
              <option key={email} value={email}>
                {email}
              </option>
            ))}
        </select>
      </div>
      <form
        role="search"
        onSubmit={search}
        className="flex w-full gap-2 sm:w-auto sm:min-w-72 sm:flex-1"
      >
        <label htmlFor="search" className="sr-only">
          Search messages
        </label>
        <input
          id="search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search name, e-mail, subject, message"
          maxLength={200}
          className="min-w-0 flex-1 rounded border border-field px-3 py-2"
        />
        <button type="submit" className={secondary}>
          Search
        </button>
      </form>
      <a className={secondary} href={messagesCsvUrl(filter)} download>
        Export CSV
      </a>
    </div>
  );
}
