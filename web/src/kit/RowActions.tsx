import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { Action } from '@jxc/services/contracts';
import { textWidth } from '../utils/format';

export interface RowAction<T> {
  label: string;
  /** The action the user needs on the list's permissionId. */
  action: Action;
  visible?: (row: T) => boolean;
  /** A question to confirm first. */
  confirm?: (row: T) => string;
  danger?: boolean;
  /** Opens something (a page, a dialog): nothing to reload. */
  onClick?: (row: T) => void;
  /** A server call: on success '{label}成功' shows and the list reloads. */
  request?: (row: T) => Promise<unknown>;
}

/** Row actions shown as buttons before the rest go under 更多. */
const INLINE_ACTIONS = 2;
const MORE = '更多';
// Small buttons: 12px text (a CJK character counts 2 in textWidth), 4px padding and a 1px border each side.
const PX_PER_WIDTH_UNIT = 6;
const BUTTON_CHROME = 10;
const GAP = 4;
const CELL_PADDING = 16;
/** Wide enough for the 操作 header. */
const MIN_ACTIONS_WIDTH = 60;

const useStyles = makeStyles({
  actions: { display: 'flex', gap: `${GAP}px`, whiteSpace: 'nowrap' },
  button: { minWidth: 'auto', paddingLeft: tokens.spacingHorizontalXS, paddingRight: tokens.spacingHorizontalXS },
  danger: { color: tokens.colorPaletteRedForeground1 },
});

/** A row's buttons: all of them when three or fewer, else the first two and 更多. */
export function splitActions<T>(shown: RowAction<T>[]) {
  const inline = shown.length > INLINE_ACTIONS + 1 ? shown.slice(0, INLINE_ACTIONS) : shown;
  return { inline, more: shown.slice(inline.length) };
}

/** The width of the actions column: the widest row's buttons. */
export function actionsWidth(rows: readonly string[][]): number {
  const one = (labels: readonly string[]) =>
    labels.reduce((sum, l) => sum + textWidth(l) * PX_PER_WIDTH_UNIT + BUTTON_CHROME, 0) +
    GAP * Math.max(0, labels.length - 1) +
    CELL_PADDING;
  return Math.max(MIN_ACTIONS_WIDTH, ...rows.map(one));
}

/** The labels a row shows, 更多 included. */
export const buttonLabels = <T,>(shown: RowAction<T>[]) => {
  const { inline, more } = splitActions(shown);
  return [...inline.map((a) => a.label), ...(more.length ? [MORE] : [])];
};

export interface RowButtonsProps<T> {
  row: T;
  shown: RowAction<T>[];
  busy: boolean;
  onRun: (action: RowAction<T>, row: T) => void;
}

/** The compact buttons of one row. */
export function RowButtons<T>({ row, shown, busy, onRun }: RowButtonsProps<T>) {
  const s = useStyles();
  const { inline, more } = splitActions(shown);
  const cls = (a: RowAction<T>) => mergeClasses(s.button, a.danger && s.danger);
  return (
    <div className={s.actions}>
      {inline.map((a) => (
        <Button key={a.label} size="small" appearance="transparent" className={cls(a)} disabled={busy} onClick={() => onRun(a, row)}>
          {a.label}
        </Button>
      ))}
      {more.length > 0 && (
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button size="small" appearance="transparent" className={s.button} disabled={busy}>
              {MORE}
            </Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {more.map((a) => (
                <MenuItem key={a.label} className={a.danger ? s.danger : undefined} onClick={() => onRun(a, row)}>
                  {a.label}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      )}
    </div>
  );
}
