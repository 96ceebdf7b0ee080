import { useState } from 'react';
import { notifySuccess } from '../../notify/bus';
import { runBridge, type PrintJob } from './bridge';
import { BridgeAlert, NoClientDialog } from './PrintDialogs';

/**
 * Printing through the local print client from a screen: `send` runs the bridge; a refusal shows its alert, no client
 * the seed's dialog (whose 浏览器打印 calls `inBrowser`), a job sent is announced and passed to `onSent`.
 */
export function usePrintClient(inBrowser: () => void) {
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');
  const [missing, setMissing] = useState(false);
  const [fallback, setFallback] = useState<() => void>(() => inBrowser);

  const send = async (job: PrintJob, onSent?: () => void, browser: () => void = inBrowser) => {
    setBusy(true);
    try {
      const outcome = await runBridge(job);
      if (outcome.kind === 'noClient') {
        setFallback(() => browser);
        setMissing(true);
      } else if (outcome.kind === 'alert') setAlert(outcome.message);
      else {
        notifySuccess('已发送到打印客户端', outcome.template.name);
        onSent?.();
      }
    } finally {
      setBusy(false);
    }
  };

  const dialogs = (
    <>
      <NoClientDialog open={missing} onBrowser={fallback} onClose={() => setMissing(false)} />
      <BridgeAlert message={alert} onClose={() => setAlert('')} />
    </>
  );
  return { send, busy, dialogs, alert: setAlert };
}
