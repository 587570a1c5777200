import type { InsightsFunnelRow } from '../../../common/insights-api';
import { formatCount, formatShare } from '../utils/format';
import { TableBox, tdNum, th, thNum, thRow } from './panel';

/**
 * The contact funnel per language: views of the language's contact page, messages stored, and
 * the conversion (messages ÷ views; "–" when the page had no views).
 */
export function Funnel({ rows }: { rows: InsightsFunnelRow[] }) {
  if (rows.length === 0) return <p className="text-muted">No contact page views in this period.</p>;
  return (
    <TableBox label="Contact funnel per language">
      <table className="w-full text-sm">
        <caption className="sr-only">Contact funnel per language</caption>
        <thead>
          <tr>
            <th scope="col" className={th}>
              Language
            </th>
            <th scope="col" className={thNum}>
              Contact views
            </th>
            <th scope="col" className={thNum}>
              Messages
            </th>
            <th scope="col" className={thNum}>
              Conversion
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.language}>
              <th scope="row" className={thRow}>
                {row.language || 'Unknown'}
              </th>
              <td className={tdNum}>{formatCount(row.contactViews)}</td>
              <td className={tdNum}>{formatCount(row.messages)}</td>
              <td className={tdNum}>
                {row.contactViews > 0 ? formatShare(row.messages / row.contactViews) : '–'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
