import { Fragment } from 'react';
import {
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ACTIONS } from '@jxc/services/contracts';
import type { RoleMenuItem } from '../api';
import { cellsState, groupByModule, matrixColumns, rowCells, setCells, type Cells, type Grants } from './matrix';
import { SideScroll } from '../../../kit/SideScroll';

const ENTRY_WIDTH = 140;
const CELL_WIDTH = 56;

const useStyles = makeStyles({
  module: { backgroundColor: tokens.colorNeutralBackground3, fontWeight: tokens.fontWeightSemibold },
  // The entry column stays in view while the actions scroll sideways (phones).
  entry: { width: `${ENTRY_WIDTH}px`, position: 'sticky', left: 0, zIndex: 1, backgroundColor: tokens.colorNeutralBackground1 },
  sticky: { position: 'sticky', left: 0, display: 'inline-flex' },
  cell: { width: `${CELL_WIDTH}px`, textAlign: 'center' },
  head: { justifyContent: 'center' },
});

/** Menu entries by module against their actions, with select-all per entry and per module. */
export function PermissionMatrix({
  menu,
  grants,
  onChange,
  disabled,
}: {
  menu: RoleMenuItem[];
  grants: Grants;
  onChange: (g: Grants) => void;
  disabled?: boolean;
}) {
  const s = useStyles();
  const columns = matrixColumns(menu);
  const change = (cells: Cells[], checked: boolean | 'mixed') => onChange(setCells(grants, cells, checked === true));
  return (
    <SideScroll>
      <Table size="small" aria-label="权限设置" style={{ minWidth: ENTRY_WIDTH + (columns.length + 1) * CELL_WIDTH }}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={s.entry}>菜单</TableHeaderCell>
            <TableHeaderCell className={s.cell} button={{ className: s.head }}>
              全选
            </TableHeaderCell>
            {columns.map((a) => (
              <TableHeaderCell key={a} className={s.cell} button={{ className: s.head }}>
                {ACTIONS[a]}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {groupByModule(menu).map((group) => {
            const rows = group.rows.map((item) => rowCells(item, columns));
            return (
              <Fragment key={group.id}>
                <TableRow className={s.module}>
                  <TableCell colSpan={columns.length + 2}>
                    <Checkbox
                      className={s.sticky}
                      label={`${group.title}（全选）`}
                      checked={cellsState(grants, rows)}
                      disabled={disabled}
                      onChange={(_, d) => change(rows, d.checked)}
                    />
                  </TableCell>
                </TableRow>
                {group.rows.map((item, i) => (
                  <TableRow key={item.id}>
                    <TableCell className={s.entry}>{item.title}</TableCell>
                    <TableCell className={s.cell}>
                      <Checkbox
                        aria-label={`${item.title}全选`}
                        checked={cellsState(grants, [rows[i]])}
                        disabled={disabled}
                        onChange={(_, d) => change([rows[i]], d.checked)}
                      />
                    </TableCell>
                    {columns.map((a) => (
                      <TableCell key={a} className={s.cell}>
                        {rows[i].actions.includes(a) && (
                          <Checkbox
                            aria-label={`${item.title}${ACTIONS[a]}`}
                            checked={(grants[item.id] ?? []).includes(a)}
                            disabled={disabled}
                            onChange={(_, d) => change([{ id: item.id, actions: [a] }], d.checked)}
                          />
                        )}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </SideScroll>
  );
}
