import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { DateInput } from '../../../kit/DateInput';
import { SideScroll } from '../../../kit/SideScroll';
import { useServerCall } from '../../../kit/useServerCall';
import { notifyError, notifySuccess } from '../../../notify/bus';
import { defaultPeriod, linkOf, statementApi, type BulkMade } from './api';

const DAYS = 30;

const useStyles = makeStyles({
  surface: { maxWidth: '760px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  ask: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  link: { wordBreak: 'break-all', fontSize: tokens.fontSizeBase200 },
  send: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

const copyText = (text: string, done: string) =>
  navigator.clipboard.writeText(text).then(
    () => notifySuccess(done),
    () => notifyError('复制失败，请手动选择链接复制'),
  );

/**
 * 批量发送对账单: one statement for every customer who owes something (or is owed), each as a link to send — listed to
 * copy into WeChat one by one or all at once, with the customer's phone. Their status shows on each customer's 应收流水.
 */
export function BulkStatements({ onClose }: { onClose: () => void }) {
  const s = useStyles();
  const [period, setPeriod] = useState(defaultPeriod);
  const [made, setMade] = useState<BulkMade[]>();
  const [texting, setTexting] = useState(false);
  const { busy, failure, run } = useServerCall();
  const valid = !!period.start && !!period.end && period.start <= period.end;
  const send = () =>
    run(async () => {
      const answer = await statementApi.bulk(period.start, period.end, DAYS);
      setTexting(answer.sms);
      setMade(answer.data);
    });
  const byHand = (made ?? []).filter((m) => m.sentVia === 'link');
  const texted = (made ?? []).length - byHand.length;
  const all = byHand.map((m) => `${m.customName}：${linkOf(m.url)}`).join('\n');

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={s.surface} aria-label="批量发送对账单">
        <DialogBody>
          <DialogTitle>批量发送对账单</DialogTitle>
          <DialogContent className={s.content}>
            {!made && (
              <>
                <span>
                  为所有有欠款（或预收）的客户生成本期对账单链接，有手机号的客户在已配置短信时直接收到短信；链接{DAYS}
                  天内有效，客户在手机上无需登录即可查看、确认和付款。
                </span>
                <div className={s.ask}>
                  <Field label="开始日期" required>
                    <DateInput
                      value={period.start}
                      max={period.end}
                      onChange={(v) => setPeriod((p) => ({ ...p, start: v }))}
                      aria-label="开始日期"
                    />
                  </Field>
                  <Field label="结束日期" required validationMessage={valid || !period.end ? undefined : '开始日期不能晚于结束日期'}>
                    <DateInput
                      value={period.end}
                      min={period.start}
                      onChange={(v) => setPeriod((p) => ({ ...p, end: v }))}
                      aria-label="结束日期"
                    />
                  </Field>
                </div>
              </>
            )}
            {failure && (
              <MessageBar intent="error">
                <MessageBarBody>{failure.title}</MessageBarBody>
              </MessageBar>
            )}
            {made && (
              <MessageBar intent={made.length ? 'success' : 'info'}>
                <MessageBarBody>
                  <MessageBarTitle>{made.length ? `已生成 ${made.length} 份对账单` : '没有需要对账的客户'}</MessageBarTitle>
                  {texted > 0 && `${texted} 位客户已收到短信。`}
                  {byHand.length > 0 && `${byHand.length} 位${texting ? '没有手机号或短信未发出的' : ''}客户请复制链接，通过微信发送。`}
                  {made.length > 0 && '客户查看、确认后，在客户的应收流水里可以看到。'}
                </MessageBarBody>
              </MessageBar>
            )}
            {made && made.length > 0 && (
              <SideScroll>
                <Table size="small" aria-label="对账单链接" style={{ minWidth: 640 }}>
                  <TableHeader>
                    <TableRow>
                      {['客户', '发送', '手机', '链接'].map((h) => (
                        <TableHeaderCell key={h}>{h}</TableHeaderCell>
                      ))}
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {made.map((m) => (
                      <TableRow key={m.statementId}>
                        <TableCell>{m.customName}</TableCell>
                        <TableCell>
                          <div className={s.send}>
                            {m.sentVia === 'sms' ? '短信已发送' : (m.smsError ?? '请复制发送')}
                            <Button size="small" onClick={() => void copyText(linkOf(m.url), `${m.customName}的链接已复制`)}>
                              复制
                            </Button>
                          </div>
                        </TableCell>
                        <TableCell>{m.phone || '—'}</TableCell>
                        <TableCell className={s.link}>{linkOf(m.url)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </SideScroll>
            )}
          </DialogContent>
          <DialogActions>
            {byHand.length > 0 && <Button onClick={() => void copyText(all, '全部链接已复制')}>复制全部</Button>}
            {!made && (
              <Button appearance="primary" disabled={!valid || busy} onClick={send}>
                {busy ? '正在生成…' : '生成并发送'}
              </Button>
            )}
            <Button onClick={onClose}>{made ? '完成' : '取消'}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
