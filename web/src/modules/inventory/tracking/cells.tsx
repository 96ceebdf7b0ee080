import type { ReactNode } from 'react';
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import type { TrackedFlowRow } from '../api';
import type { Column } from '../../../kit/ListPage';
import { formatDateTime } from '../../../utils/format';
import { DocLink } from '../../document-engine';
import type { ExpiryTone } from './status';
import { billTypeColumn } from '../stock/billType';

const useStyles = makeStyles({
  expired: { color: tokens.colorStatusDangerForeground1, fontWeight: tokens.fontWeightSemibold },
  near: { color: tokens.colorStatusWarningForeground1, fontWeight: tokens.fontWeightSemibold },
  fresh: {},
});

/** Text in red (expired) or orange (near expiry). */
export function Toned({ tone, children }: { tone: ExpiryTone; children: ReactNode }) {
  return <span className={useStyles()[tone]}>{children}</span>;
}

/** 在库 / 已出库 (or, for a movement, 入 / 出). */
export function InOut({ value, words }: { value: 'in' | 'out'; words: [string, string] }) {
  return (
    <Badge appearance="tint" color={value === 'in' ? 'success' : 'informative'}>
      {value === 'in' ? words[0] : words[1]}
    </Badge>
  );
}

/** A document number linking to it; blank when there is none (a serial still in stock has no outbound document). */
export const docLink = (billType: number | null, docId: string | null, billNo: string | null) =>
  billType !== null && docId && billNo ? <DocLink billType={billType} docId={docId} billNo={billNo} /> : '';

type Product = { productName: string; productCode: string; spec: string; warehouseName: string };

/** 商品名称, 商品编码 (left to the column chooser on wide lists), 规格 and 仓库. */
export const productColumns = <T extends Product>(code: 'shown' | 'hidden' = 'shown'): Column<T>[] => [
  { key: 'productName', title: '商品名称', width: 120 },
  { key: 'productCode', title: '商品编码', hidden: code === 'hidden' },
  { key: 'spec', title: '规格', width: 90 },
  { key: 'warehouseName', title: '仓库', width: 80 },
];

/** A movement's document (linked), its type (tagged 红冲 on a write-back's) and date. */
export const documentColumns = <T extends TrackedFlowRow>(): Column<T>[] => [
  { key: 'billNo', title: '单据编号', width: 140, render: (r) => docLink(r.billType, r.docId, r.billNo), text: (r) => r.billNo },
  billTypeColumn<T>(),
  { key: 'billDate', title: '单据日期', width: 100 },
];

export const timeColumn = <T extends TrackedFlowRow>(): Column<T> => ({
  key: 'createTime',
  title: '时间',
  width: 160,
  text: (r) => formatDateTime(r.createTime),
});
