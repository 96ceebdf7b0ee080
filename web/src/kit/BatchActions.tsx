import { useState } from 'react';
import { Button, Caption1, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { notify } from '../notify/bus';
import { batchSummary, type BatchAction } from './batch';
import { ConfirmDialog } from './ConfirmDialog';
import { FormDialog } from './FormDialog';

export interface BatchActionsProps<T> {
  rows: T[];
  actions: BatchAction<T>[];
  /** After a batch ran: clear the ticks and reload. */
  onDone: () => void;
}

/** '已选 N 项' and the batch menu; asks for a value or a confirmation first, then reports successes and failures. */
export function BatchActions<T>({ rows, actions, onDone }: BatchActionsProps<T>) {
  const [asking, setAsking] = useState<BatchAction<T>>();
  const [confirming, setConfirming] = useState<BatchAction<T>>();
  const [busy, setBusy] = useState(false);

  const run = async (a: BatchAction<T>, value?: unknown) => {
    const result = await a.run(rows, value);
    notify(batchSummary(a.label, rows.length, result));
    onDone();
  };
  const start = (a: BatchAction<T>) => {
    if (a.field) return setAsking(a);
    if (a.confirm) return setConfirming(a);
    setBusy(true);
    run(a)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  return (
    <>
      <Caption1>已选 {rows.length} 项</Caption1>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button disabled={!rows.length || busy}>批量操作</Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {actions.map((a) => (
              <MenuItem key={a.label} onClick={() => start(a)}>
                {a.label}
              </MenuItem>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
      {asking?.field && (
        <FormDialog
          title={asking.label}
          intro={<Caption1>将应用到已选的 {rows.length} 项</Caption1>}
          fields={[asking.field]}
          submit={(p) => run(asking, p[asking.field!.key])}
          onClose={() => setAsking(undefined)}
          onSaved={() => setAsking(undefined)}
          done={false}
        />
      )}
      <ConfirmDialog
        open={!!confirming}
        message={confirming?.confirm?.(rows) ?? ''}
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => {
          const a = confirming!;
          setConfirming(undefined);
          void run(a).catch(() => undefined);
        }}
      />
    </>
  );
}
