import { Button, Menu, MenuDivider, MenuItem, MenuItemCheckbox, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { TableSettingsRegular } from '@fluentui/react-icons';
import { isRequired } from './columnChoice';
import type { Column } from './columns';

export interface ColumnChooserProps<T> {
  columns: readonly Column<T>[];
  visible: readonly Column<T>[];
  onChoose: (ticked: string[]) => void;
  onReset: () => void;
}

/** 列设置: a checklist (a menu named after its button) of the screen's columns; required ones stay ticked. */
export function ColumnChooser<T>({ columns, visible, onChoose, onReset }: ColumnChooserProps<T>) {
  return (
    <Menu checkedValues={{ columns: visible.map((c) => c.key) }} onCheckedValueChange={(_, d) => onChoose(d.checkedItems)}>
      <MenuTrigger disableButtonEnhancement>
        <Button icon={<TableSettingsRegular />}>列设置</Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {columns.map((c) => (
            <MenuItemCheckbox key={c.key} name="columns" value={c.key} disabled={isRequired(columns, c)}>
              {c.title}
            </MenuItemCheckbox>
          ))}
          <MenuDivider />
          <MenuItem onClick={onReset}>恢复默认</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
