import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { MSG } from '@jxc/services/contracts';

export function LogoutDialog({ open, onConfirm, onCancel }: { open: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onCancel()} modalType="alert">
      <DialogSurface style={{ maxWidth: 400 }}>
        <DialogBody>
          <DialogTitle>提示</DialogTitle>
          <DialogContent>{MSG.logoutConfirm}</DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>取消</Button>
            <Button appearance="primary" onClick={onConfirm}>确定</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
