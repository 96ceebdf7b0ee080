import type { Column } from '../../../kit/columns';
import { useNumbers } from '../../../kit/numbers';
import { useSession } from '../../../session/useSession';
import { cellText, seesColumn, type NumberFormats } from './cells';
import type { ReportColumn, ReportRow } from './definition';

/** A report's columns as the list kit shows them, with the user's number formats; a figure they may not see is not sortable. */
export function useReportColumns(columns: readonly ReportColumn[]): {
  columns: Column<ReportRow>[];
  formats: NumberFormats;
  sees: (c: ReportColumn) => boolean;
} {
  const { qty, money, digits } = useNumbers();
  const { User_PricePerm } = useSession();
  const formats = { qty, money, digits };
  const sees = (c: ReportColumn) => seesColumn(c, User_PricePerm);
  return {
    formats,
    sees,
    columns: columns.map((c) => ({
      key: c.key,
      title: c.title,
      width: c.width,
      sortable: c.sortable && sees(c),
      text: (r) => cellText(c, r, formats),
      render: c.render,
    })),
  };
}
