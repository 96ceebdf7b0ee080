import type { ResetDetail } from '@jxc/services/contracts';
import { useState } from 'react';
import {
  Button,
  Caption1,
  Card,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { errorMessage, ApiError } from '../../api/http';
import { PageSpinner } from '../../components/PageSpinner';
import { useLoad } from '../../hooks/useLoad';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { Facts } from '../../kit/Facts';
import { notifySuccess } from '../../notify/bus';
import { formatDateTime } from '../../utils/format';
import { FailureBar } from '../document-engine';
import { resetCompany, resetDetail } from './api';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalL, maxWidth: '720px' },
  fields: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
  danger: {
    alignSelf: 'flex-start',
    backgroundColor: tokens.colorPaletteRedBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorPaletteRedForeground1, color: tokens.colorNeutralForegroundOnBrand },
  },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/** 系统重置 (administrators): clears the company's business data, keeping staff, roles and settings; the password re-entered and the confirmation typed. */
export function SystemReset() {
  const loaded = useLoad(resetDetail, 'reset');
  if (!loaded.data) return loaded.loading ? <PageSpinner /> : null;
  return <ResetForm initial={loaded.data} />;
}

function ResetForm({ initial }: { initial: ResetDetail }) {
  const s = useStyles();
  const [detail, setDetail] = useState(initial);
  const [password, setPassword] = useState('');
  const [confirmText, setConfirmText] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmText?: string }>({});
  const [failure, setFailure] = useState('');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const ready = password !== '' && confirmText === detail.confirmText;

  const reset = async () => {
    setAsking(false);
    setBusy(true);
    setFailure('');
    setErrors({});
    try {
      setDetail(await resetCompany(password, confirmText));
      setPassword('');
      setConfirmText('');
      notifySuccess('系统已重置');
    } catch (e) {
      const message = errorMessage(e);
      if (e instanceof ApiError && e.kind === 'validation')
        setErrors(message.includes('密码') ? { password: message } : { confirmText: message });
      else setFailure(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className={s.card}>
      <Subtitle2 as="h1">系统重置</Subtitle2>
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>重置后无法恢复</MessageBarTitle>
          将清空本公司的全部业务数据：所有单据、库存、往来账款、资金流水、发票、报表，以及商品、客户、供应商和结算账户。
          员工、角色权限、公司信息、业务设置、单据编号规则、打印设置、门店和仓库会保留；操作记录会保留，以备查询。
        </MessageBarBody>
      </MessageBar>
      <Facts
        label="将清空"
        facts={[
          ['单据', `${detail.documentCount} 张`, true],
          ['商品', `${detail.productCount} 个`],
          ['客户、供应商和账户', `${detail.partnerAndAccountCount} 个`],
          ['保留员工', `${detail.userCount} 人`],
          ['保留角色', `${detail.roleCount} 个`],
        ]}
      />
      {failure && <FailureBar failure={{ title: failure }} />}
      <div className={s.fields}>
        <Field label="登录密码" required validationMessage={errors.password} hint="请输入当前管理员的登录密码">
          <Input type="password" autoComplete="current-password" value={password} onChange={(_, d) => setPassword(d.value)} />
        </Field>
        <Field label="确认文字" required validationMessage={errors.confirmText} hint={`请输入“${detail.confirmText}”`}>
          <Input value={confirmText} placeholder={detail.confirmText} onChange={(_, d) => setConfirmText(d.value)} />
        </Field>
      </div>
      <Button className={s.danger} disabled={!ready || busy} onClick={() => setAsking(true)}>
        {busy ? '正在重置…' : '重置系统'}
      </Button>
      {detail.history.length > 0 && (
        <section aria-label="重置记录">
          <Caption1 className={s.muted}>重置记录</Caption1>
          <ul className={s.list}>
            {[...detail.history].reverse().map((h) => (
              <li key={h.at}>
                <Caption1>
                  {formatDateTime(h.at)} {h.userName} {h.title}
                </Caption1>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ConfirmDialog
        open={asking}
        title="系统重置"
        confirmLabel="确定重置"
        message="重置后业务数据无法恢复，确定要重置吗？"
        onConfirm={() => void reset()}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}
