import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { LINKS } from '../../../config/site';

/** Seed §8: the 'account expired' login answer offers buying (/buy) or talking to customer service. */
export function ExpiredDialog({ open, onClose, onBuy }: { open: boolean; onClose: () => void; onBuy: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface style={{ maxWidth: 420 }}>
        <DialogBody>
          <DialogTitle>您的账号已过期</DialogTitle>
          <DialogContent>您的试用期或服务期已结束。如需继续使用，请联系客服延长试用期，或购买正式版本。</DialogContent>
          <DialogActions>
            <Button as="a" href={LINKS.support} target="_blank" rel="noopener">
              联系客服
            </Button>
            <Button appearance="primary" onClick={onBuy}>
              购买
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
