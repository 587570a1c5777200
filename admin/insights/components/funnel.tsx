import type { InsightsFunnelRow } from '../../../common/insights-api';
import { formatCount, formatLanguage, formatShare } from '../utils/format';
import { DataTable, tdNum, thRow } from './panel';

/**
 * The contact funnel per language: views of the language's contact page, messages stored, and
 * the conversion (messages ÷ views; "–" when the page had no views).
 */
export function Funnel({ rows }: { rows: InsightsFunnelRow[] }) {
  if (rows.length === 0) return <p className="text-muted">No contact page views in this period.</p>;
  return (
    <DataTable
      label="Contact funnel per language"
      columns={[
        { heading: 'Language' },
        { heading: 'Contact views', numeric: true },
        { heading: 'Messages', numeric: true },
        { heading: 'Conversion', numeric: true },
      ]}
    >
      {rows.map((row) => (
        <tr key={row.language}>
          <th scope="row" className={thRow}>
            {row.language ? formatLanguage(row.language) : 'Unknown'}
          </th>
          <td className={tdNum}>{formatCount(row.contactViews)}</td>
          <td className={tdNum}>{formatCount(row.messages)}</td>
          <td className={tdNum}>
            {row.contactViews > 0 ? formatShare(row.messages / row.contactViews) : '–'}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
