import { useState } from 'react';
import { notifySuccess } from '../../notify/bus';
import { retryPrint, runBridge, type BridgeOutcome, type PrintJob } from './bridge';
import { BridgeAlert, NoClientDialog } from './PrintDialogs';

type Failed = Extract<BridgeOutcome, { kind: 'failed' }>;

/**
 * Printing through the local print client from a screen: `send` runs the bridge; a refusal shows its alert, no client
 * the seed's dialog (whose 浏览器打印 calls `inBrowser`). A job printed (or handed to a client that reports no outcome)
 * is announced and passed to `onSent` once; a printer's failure shows the client's message with 重试, which prints the
 * job the client kept.
 */
export function usePrintClient(inBrowser: () => void) {
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');
  const [failed, setFailed] = useState<(Failed & { onSent?: () => void }) | null>(null);
  const [missing, setMissing] = useState(false);
  const [fallback, setFallback] = useState<() => void>(() => inBrowser);

  const settle = (outcome: BridgeOutcome, onSent?: () => void, browser: () => void = inBrowser) => {
    if (outcome.kind === 'noClient') {
      setFallback(() => browser);
      setMissing(true);
    } else if (outcome.kind === 'alert') setAlert(outcome.message);
    else if (outcome.kind === 'failed') setFailed({ ...outcome, onSent });
    else {
      if (outcome.kind === 'printed') notifySuccess('已打印', `${outcome.template.name} → ${outcome.printer}`);
      else notifySuccess('已发送到打印客户端', outcome.template.name);
      onSent?.();
    }
  };

  const busyWhile = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const send = (job: PrintJob, onSent?: () => void, browser: () => void = inBrowser) =>
    busyWhile(async () => settle(await runBridge(job), onSent, browser));

  const retry = (job: Failed & { onSent?: () => void }) => {
    setFailed(null);
    void busyWhile(async () => settle(await retryPrint(job.retryJob!, job.template), job.onSent));
  };

  const dialogs = (
    <>
      <NoClientDialog open={missing} onBrowser={fallback} onClose={() => setMissing(false)} />
      <BridgeAlert message={alert} onClose={() => setAlert('')} />
      <BridgeAlert
        message={failed?.message ?? ''}
        onRetry={failed?.retryJob ? () => retry(failed) : undefined}
        onClose={() => setFailed(null)}
      />
    </>
  );
  return { send, busy, dialogs, alert: setAlert };
}
