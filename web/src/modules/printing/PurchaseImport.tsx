import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  SearchBox,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useLoad } from '../../hooks/useLoad';
import { docApi } from '../document-engine';

const BUY = docApi('Buy', 'buyId');

/** 从采购单导入: the latest audited purchases, found by bill number or supplier; choosing one hands its id on. */
export function PurchaseImport({ onPick, onClose }: { onPick: (buyId: string) => void; onClose: () => void }) {
  const [keyword, setKeyword] = useState('');
  const [searched, setSearched] = useState('');
  const rows =
    useLoad(() => BUY.page({ pageNo: 1, pageSize: 10, status: 'audited', ...(searched && { keyword: searched }) }), searched || '-').data
      ?.data ?? [];
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface style={{ maxWidth: 720 }}>
        <DialogBody>
          <DialogTitle>从采购单导入</DialogTitle>
          <DialogContent>
            <form
              role="search"
              onSubmit={(e) => {
                e.preventDefault();
                setSearched(keyword.trim());
              }}
              style={{ display: 'flex', gap: 8, marginBottom: 8 }}
            >
              <SearchBox
                style={{ flex: 1 }}
                placeholder="采购单号或供应商"
                value={keyword}
                onChange={(_, d) => setKeyword(d.value)}
                aria-label="采购单号或供应商"
              />
              <Button type="submit">查询</Button>
            </form>
            <Table size="small" aria-label="已审核采购单">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>单据编号</TableHeaderCell>
                  <TableHeaderCell>日期</TableHeaderCell>
                  <TableHeaderCell>供应商</TableHeaderCell>
                  <TableHeaderCell />
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={String(r.buyId)}>
                    <TableCell>{r.billNo}</TableCell>
                    <TableCell>{r.billDate}</TableCell>
                    <TableCell>{r.partnerName}</TableCell>
                    <TableCell>
                      <Button size="small" onClick={() => onPick(String(r.buyId))}>
                        导入
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>取消</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
