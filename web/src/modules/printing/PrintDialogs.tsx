import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { BRIDGE_MESSAGES } from './bridge';
import { PRINT_CLIENT } from './client';
import { downloadLink, startLink } from './installer';

/**
 * The seed's dialog when the print client does not answer: 启动插件 (the custom-protocol link), 下载安装 (the
 * installer), or print from the browser instead.
 */
export function NoClientDialog({ open, onBrowser, onClose }: { open: boolean; onBrowser: () => void; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()} modalType="alert">
      <DialogSurface style={{ maxWidth: 460 }}>
        <DialogBody>
          <DialogTitle>{BRIDGE_MESSAGES.noClient}</DialogTitle>
          <DialogContent>
            没有连上本机的打印客户端（{PRINT_CLIENT.socket}）。请启动打印客户端，没有安装的先下载安装；也可以直接用浏览器打印（可另存为
            PDF）。
          </DialogContent>
          <DialogActions fluid>
            <Button appearance="primary" as="a" href={startLink()} onClick={onClose}>
              启动插件
            </Button>
            <Button
              onClick={() => {
                window.open(downloadLink(), '_blank');
                onClose();
              }}
            >
              下载安装
            </Button>
            <Button
              onClick={() => {
                onBrowser();
                onClose();
              }}
            >
              浏览器打印
            </Button>
            <Button appearance="subtle" onClick={onClose}>
              取消
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/**
 * The bridge's alerts (a load that failed, the socket not ready, no WebSocket in this browser), and the printer's
 * failures the client reports, with 重试 when the client kept the job.
 */
export function BridgeAlert({ message, onClose, onRetry }: { message: string; onClose: () => void; onRetry?: () => void }) {
  return (
    <Dialog open={!!message} onOpenChange={(_, d) => !d.open && onClose()} modalType="alert">
      <DialogSurface style={{ maxWidth: 460 }}>
        <DialogBody>
          <DialogTitle>打印</DialogTitle>
          <DialogContent role="alert" style={{ overflowWrap: 'anywhere' }}>
            {message}
          </DialogContent>
          <DialogActions>
            {onRetry && (
              <Button appearance="primary" onClick={onRetry}>
                重试
              </Button>
            )}
            <Button appearance={onRetry ? 'secondary' : 'primary'} onClick={onClose}>
              {onRetry ? '取消' : '确定'}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
