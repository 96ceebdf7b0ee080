import { makeStyles } from '@fluentui/react-components';
import { PrintArea } from '../../document-engine';
import { useNumbers } from '../../../kit/numbers';
import type { CountLine } from './sheet';

const useStyles = makeStyles({
  // On paper only: the screen has the form.
  sheet: { '@media screen': { display: 'none' } },
  table: {
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: '12px',
    '& th, & td': { border: '1px solid #999', padding: '4px 6px', textAlign: 'left' },
  },
  num: { textAlign: 'right' },
  sign: { display: 'flex', gap: '64px', marginTop: '24px' },
});

/** The count sheet on paper: the lines with their book and a column to write the count in, and who counted. */
export function CountSheetPrint({ lines, warehouseName, billDate }: { lines: CountLine[]; warehouseName: string; billDate: string }) {
  const s = useStyles();
  const { qty } = useNumbers();
  return (
    <PrintArea>
      <div className={s.sheet}>
        <h2>盘点表</h2>
        <p>
          仓库：{warehouseName}
          {'\u3000'}日期：{billDate}
        </p>
        <table className={s.table}>
          <thead>
            <tr>
              {['序号', '商品名称', '规格', '商品编码', '批次', '单位', '账面数量', '实盘数量', '备注'].map((h) => (
                <th key={h}>{h}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((l, i) => (
              <tr key={l.key}>
                <td>{i + 1}</td>
                <td>{l.productName}</td>
                <td>{l.spec}</td>
                <td>{l.productCode}</td>
                <td>{l.batchNo ?? ''}</td>
                <td>{l.unitName}</td>
                <td className={s.num}>{qty(l.bookQty)}</td>
                <td className={s.num}>{l.count}</td>
                <td>{l.remark}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className={s.sign}>
          <span>盘点人：</span>
          <span>复核人：</span>
        </div>
      </div>
    </PrintArea>
  );
}
