import { useState } from 'react';
import {
  Body1,
  Button,
  Caption1,
  Field,
  Input,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { isMultiStore, type CloudPrinterRow } from '@jxc/services/contracts';
import { errorMessage } from '../../api/http';
import { useLoad } from '../../hooks/useLoad';
import { ChoiceSelect } from '../../kit/ChoiceSelect';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { useCan } from '../../kit/useCan';
import { notifySuccess } from '../../notify/bus';
import { useSession } from '../../session/useSession';
import { formatDateTime } from '../../utils/format';
import { branchChoices, cloudApi } from './api';
import { Refusal } from './Refusal';
import { SideScroll } from '../../kit/SideScroll';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  select: { minWidth: 0, width: '100%' },
});

const TEST_PAGE = (name: string) => `<CB>打印测试</CB><BR><C>${name}</C><BR>云打印机连接正常。<BR>${formatDateTime(new Date())}<BR>`;
const EMPTY = { name: '', deviceNo: '', deviceKey: '', branchId: '' };

/** 云打印机: the company's cloud receipt printers (飞鹅云), added by device number and key, per shop; status, a test page, removal. */
export function CloudPrinters({ canSet }: { canSet: boolean }) {
  const s = useStyles();
  const { product_Type } = useSession();
  const canBranches = useCan('7001');
  const branched = isMultiStore(product_Type) && canBranches('query');
  const [version, setVersion] = useState(0);
  const loaded = useLoad(cloudApi.list, String(version)).data;
  const branches = useLoad(branchChoices, branched ? 'branches' : null).data ?? [];
  const [form, setForm] = useState(EMPTY);
  const [failure, setFailure] = useState('');
  const [removing, setRemoving] = useState<CloudPrinterRow>();
  const [statuses, setStatuses] = useState<Record<string, string>>({});
  const step = async (run: () => Promise<unknown>, done: string) => {
    setFailure('');
    try {
      await run();
      notifySuccess(done);
      setVersion((v) => v + 1);
    } catch (e) {
      setFailure(errorMessage(e));
    }
  };
  const add = () =>
    step(async () => {
      await cloudApi.save({
        name: form.name,
        deviceNo: form.deviceNo,
        deviceKey: form.deviceKey,
        ...(form.branchId && { branchId: form.branchId }),
      });
      setForm(EMPTY);
    }, '云打印机已添加');
  const status = async (p: CloudPrinterRow) => {
    const text = await cloudApi.status(p.deviceNo).then((r) => r.status, errorMessage);
    setStatuses((all) => ({ ...all, [p.deviceNo]: text }));
  };
  if (!loaded) return null;
  const providers = loaded.providers.map((p) => p.name).join('、');

  return (
    <div className={s.root}>
      <Body1>
        云打印机（小票机）联网即可出单，不需要连电脑。
        {providers ? `本系统通过${providers}发送。` : '本系统尚未配置云打印服务（支持飞鹅云），请联系管理员。'}
        添加时填写打印机底部标签上的设备编号（SN）和设备密钥（KEY）。
      </Body1>
      {failure && <Refusal message={failure} />}
      <SideScroll>
        <Table size="small" aria-label="云打印机" style={{ minWidth: 640 }}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>名称</TableHeaderCell>
              <TableHeaderCell>设备编号</TableHeaderCell>
              {branched && <TableHeaderCell>门店</TableHeaderCell>}
              <TableHeaderCell>服务商</TableHeaderCell>
              <TableHeaderCell>已打印</TableHeaderCell>
              <TableHeaderCell>最近打印</TableHeaderCell>
              <TableHeaderCell>操作</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {loaded.data.map((p) => (
              <TableRow key={p.deviceNo}>
                <TableCell>{p.name}</TableCell>
                <TableCell>{p.deviceNo}</TableCell>
                {branched && <TableCell>{p.branchName ?? '总部'}</TableCell>}
                <TableCell>{p.providerName}</TableCell>
                <TableCell>{p.printCount} 次</TableCell>
                <TableCell>{p.lastPrintedAt ? formatDateTime(p.lastPrintedAt) : ''}</TableCell>
                <TableCell>
                  <div className={s.actions}>
                    <Button size="small" onClick={() => void status(p)}>
                      状态
                    </Button>
                    <Button
                      size="small"
                      onClick={() => void step(() => cloudApi.print({ deviceNo: p.deviceNo, content: TEST_PAGE(p.name) }), '测试页已发送')}
                    >
                      打印测试页
                    </Button>
                    {canSet && (
                      <Button size="small" onClick={() => setRemoving(p)}>
                        删除
                      </Button>
                    )}
                    {statuses[p.deviceNo] && <Caption1 role="status">{statuses[p.deviceNo]}</Caption1>}
                  </div>
                </TableCell>
              </TableRow>
            ))}
            {loaded.data.length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>还没有云打印机</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </SideScroll>
      {canSet && (
        <div className={s.form} role="group" aria-label="添加云打印机">
          <Field label="名称" required>
            <Input value={form.name} placeholder="如 前台小票机" onChange={(_, d) => setForm((f) => ({ ...f, name: d.value }))} />
          </Field>
          <Field label="设备编号（SN）" required>
            <Input value={form.deviceNo} onChange={(_, d) => setForm((f) => ({ ...f, deviceNo: d.value }))} />
          </Field>
          <Field label="设备密钥（KEY）" required>
            <Input value={form.deviceKey} onChange={(_, d) => setForm((f) => ({ ...f, deviceKey: d.value }))} />
          </Field>
          {branched && (
            <Field label="门店">
              <ChoiceSelect
                className={s.select}
                choices={branches}
                emptyLabel="总部"
                value={form.branchId}
                onChange={(v) => setForm((f) => ({ ...f, branchId: v }))}
              />
            </Field>
          )}
          <Button appearance="primary" onClick={() => void add()}>
            添加云打印机
          </Button>
        </div>
      )}
      <Caption1 className={s.muted}>单据详情的“打印”菜单中选择云打印机，即按该单据的 80 小票模板出单。</Caption1>
      <ConfirmDialog
        open={!!removing}
        message={`确定删除云打印机“${removing?.name ?? ''}”（${removing?.deviceNo ?? ''}）吗？`}
        confirmLabel="删除"
        onCancel={() => setRemoving(undefined)}
        onConfirm={() => {
          const p = removing!;
          setRemoving(undefined);
          void step(() => cloudApi.remove(p.deviceNo), '云打印机已删除');
        }}
      />
    </div>
  );
}
