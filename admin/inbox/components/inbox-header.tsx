import { AdminHeader } from '../../components/admin-header';

/**
 * The inbox's banner: the admin header (admin/components/admin-header.tsx: logo, navigation, account, Sign
 * out) with the heading "Team inbox" and the unread count.
 */
export function InboxHeader({
  unread,
  report,
}: {
  unread: number;
  /** Where a failure to read the account goes (the status line's error). */
  report: (caught: unknown) => void;
}) {
  return (
    <AdminHeader
      current="inbox"
      report={report}
      title={
        <>
          Team inbox{' '}
          <span className="ms-1 rounded-full bg-brand px-2 py-0.5 text-sm font-semibold text-ink">
            {unread} unread
          </span>
        </>
      }
    />
  );
}
