import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import type { HistoryEntry } from '../api/types';
import { formatDateTime } from '../utils/format';

/** A record's history from the event store: when, who, what — oldest first. */
export function HistoryTable({ entries }: { entries: HistoryEntry[] }) {
  return (
    <Table size="small" aria-label="操作记录">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>时间</TableHeaderCell>
          <TableHeaderCell>操作人</TableHeaderCell>
          <TableHeaderCell>操作</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((h, i) => (
          <TableRow key={`${h.at}-${i}`}>
            <TableCell>{formatDateTime(h.at)}</TableCell>
            <TableCell>{h.userName || h.userId}</TableCell>
            <TableCell>{h.title}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
