import { useState } from 'react';
import { notify, notifySuccess } from '../../notify/bus';
import { announcedVersion, retryPrint, runBridge, type BridgeOutcome, type PrintJob } from './bridge';
import { isOutdated, PRINT_CLIENT } from './client';
import { BridgeAlert, NoClientDialog } from './PrintDialogs';

type Failed = Extract<BridgeOutcome, { kind: 'failed' }>;

let toldOfUpdate = false;
/** Once per page: the client that printed is older than the one this server offers. */
function tellOfUpdate() {
  const version = announcedVersion();
  if (toldOfUpdate || !isOutdated(version)) return;
  toldOfUpdate = true;
  notify({
    intent: 'info',
    title: `打印客户端有新版本 ${PRINT_CLIENT.version}`,
    body: `本机是 ${version}：到 打印设置 › 打印客户端 点“更新”，客户端会自行下载新版本并重新启动。`,
  });
}

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
      tellOfUpdate();
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
