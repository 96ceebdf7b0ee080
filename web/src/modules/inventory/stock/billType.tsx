import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { DOC_TYPE_NAMES } from '@jxc/services/contracts';
import type { Column } from '../../../kit/columns';

/** A movement of a document, 1 when it is that document's write-back (红冲). */
export interface FlowMovement {
  billType: number;
  writeBack: 0 | 1;
}

const useStyles = makeStyles({ cell: { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS } });

const typeName = (r: FlowMovement) => DOC_TYPE_NAMES[r.billType] ?? '';

function BillType({ row }: { row: FlowMovement }) {
  return (
    <span className={useStyles().cell}>
      {typeName(row)}
      {row.writeBack === 1 && (
        <Badge appearance="filled" color="danger" size="small">
          红冲
        </Badge>
      )}
    </span>
  );
}

/** 单据类型 of a flow row, with a red 红冲 tag beside it on a write-back's movement (also in exports). */
export const billTypeColumn = <T extends FlowMovement>(): Column<T> => ({
  key: 'billType',
  title: '单据类型',
  width: 130,
  text: (r) => (r.writeBack ? `${typeName(r)}（红冲）` : typeName(r)),
  render: (r) => <BillType row={r} />,
});
