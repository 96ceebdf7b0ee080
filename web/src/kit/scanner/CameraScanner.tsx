import { useRef, useState } from 'react';
import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircleRegular, ErrorCircleRegular, ScanCameraRegular } from '@fluentui/react-icons';
import { prepareSignal, signal } from './feedback';
import { hasCamera, useCameraScanner } from './useCameraScanner';

/** What became of a code read: taken (named as the user sees it), not known to the shop, or refused by the form (it says why). */
export type ScanOutcome = { taken: string } | { unknown: true } | { refused: true };

export interface CameraScannerProps {
  /** Handles one code read, as a scanner's code typed and Enter; answers what became of it. */
  onCode: (code: string) => Promise<ScanOutcome>;
  /** Where a user allowed to add products adds one with this code (新增商品); absent for the others. */
  addProductHref?: (code: string) => string;
}

interface Read {
  n: number;
  code: string;
  outcome?: ScanOutcome;
}

const KEPT = 4;

const useStyles = makeStyles({
  surface: { maxWidth: '560px', width: 'calc(100vw - 16px)', padding: tokens.spacingHorizontalM },
  view: { position: 'relative', backgroundColor: '#000', borderRadius: tokens.borderRadiusMedium, overflow: 'hidden' },
  video: { display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' },
  frame: {
    position: 'absolute',
    inset: '22% 10%',
    border: `2px solid ${tokens.colorBrandStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: '0 0 0 100vmax rgba(0, 0, 0, 0.35)',
    pointerEvents: 'none',
  },
  status: { position: 'absolute', left: 0, right: 0, bottom: 0, padding: tokens.spacingVerticalS, color: '#fff', textAlign: 'center' },
  reads: { listStyleType: 'none', margin: `${tokens.spacingVerticalS} 0 0`, padding: 0, display: 'grid', gap: tokens.spacingVerticalXS },
  read: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '28px' },
  taken: { color: tokens.colorPaletteGreenForeground1 },
  unknown: { color: tokens.colorPaletteRedForeground1 },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** The camera dialog: reads codes one after another until 完成, each taken as the scanner's; the last few said below. */
function CameraDialog({ onCode, addProductHref, onClose }: CameraScannerProps & { onClose: () => void }) {
  const s = useStyles();
  const [reads, setReads] = useState<Read[]>([]);
  const next = useRef(0);
  const { video, status } = useCameraScanner((code) => {
    const n = ++next.current;
    setReads((rs) => [{ n, code }, ...rs].slice(0, KEPT));
    void onCode(code)
      .catch((): ScanOutcome => ({ refused: true }))
      .then((outcome) => {
        signal('taken' in outcome);
        setReads((rs) => rs.map((r) => (r.n === n ? { ...r, outcome } : r)));
      });
  });
  return (
    <Dialog open modalType="modal" onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={s.surface} aria-label="扫码录入">
        <DialogBody>
          <DialogTitle>扫码录入 {next.current > 0 && <Caption1 className={s.hint}>已扫 {next.current} 次</Caption1>}</DialogTitle>
          <DialogContent>
            <div className={s.view}>
              <video ref={video} className={s.video} muted playsInline aria-label="摄像头取景" />
              <div className={s.frame} />
              <Caption1 className={s.status} role="status">
                {status.state === 'starting'
                  ? '正在打开摄像头…'
                  : status.state === 'failed'
                    ? status.message
                    : '对准条码或二维码，可连续扫描'}
              </Caption1>
            </div>
            <ul className={s.reads} aria-label="扫码结果">
              {reads.map((r) => (
                <li key={r.n} className={s.read}>
                  {!r.outcome && <Body1 className={s.hint}>{r.code} 查找中…</Body1>}
                  {r.outcome && 'taken' in r.outcome && (
                    <Body1 className={mergeClasses(s.read, s.taken)}>
                      <CheckmarkCircleRegular /> 已录入 {r.outcome.taken}
                    </Body1>
                  )}
                  {r.outcome && 'refused' in r.outcome && (
                    <Body1 className={mergeClasses(s.read, s.unknown)}>
                      <ErrorCircleRegular /> “{r.code}”未能录入，请看页面上的提示
                    </Body1>
                  )}
                  {r.outcome && 'unknown' in r.outcome && (
                    <>
                      <Body1 className={mergeClasses(s.read, s.unknown)}>
                        <ErrorCircleRegular /> 未找到“{r.code}”
                      </Body1>
                      {addProductHref && (
                        <Link href={addProductHref(r.code)} target="_blank" rel="noopener">
                          新增商品
                        </Link>
                      )}
                    </>
                  )}
                </li>
              ))}
            </ul>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              完成
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** 扫码: the camera as the scanner, beside an entry box; shown only where the browser can open a camera. */
export function CameraScanButton(props: CameraScannerProps & { disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  if (!hasCamera()) return null;
  return (
    <>
      <Button
        icon={<ScanCameraRegular />}
        disabled={props.disabled}
        onClick={() => {
          prepareSignal();
          setOpen(true);
        }}
      >
        扫码
      </Button>
      {open && <CameraDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}
