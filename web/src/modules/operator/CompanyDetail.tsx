import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Badge,
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Option,
  Radio,
  RadioGroup,
  Subtitle2,
  Textarea,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, CalendarAddRegular, LockClosedRegular, LockOpenRegular, ArrowSwapRegular } from '@fluentui/react-icons';
import { EDITIONS, shopDay } from '@jxc/services/contracts';
import { errorMessage } from '../../api/http';
import { PageSpinner } from '../../components/PageSpinner';
import { useLoad } from '../../hooks/useLoad';
import { Facts } from '../../kit/Facts';
import { notifySuccess } from '../../notify/bus';
import { formatDateTime } from '../../utils/format';
import { changeEdition, companyDetail, extendTrial, formatBytes, lockCompany, stateOf } from './api';
import type { OperatorCompanyDetail } from '@jxc/services/contracts';
import { LogTable } from './ConsoleLog';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalM },
  back: { alignSelf: 'flex-start' },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type ActionKind = 'extend' | 'edition' | 'lock';

/** A company as an operator sees it, and what an operator may do to it, each asking for a reason. */
export function CompanyDetail() {
  const s = useStyles();
  const { companyId = '' } = useParams();
  const navigate = useNavigate();
  const [version, setVersion] = useState(0);
  const [company, setCompany] = useState<OperatorCompanyDetail>();
  const [open, setOpen] = useState<ActionKind | null>(null);
  const loaded = useLoad(() => companyDetail(companyId).then((c) => (setCompany(c), c)), `${companyId}:${version}`);
  const c = company ?? loaded.data;
  if (!c) return loaded.loading ? <PageSpinner /> : null;
  const state = stateOf(c, shopDay());
  const done = (title: string) => (next: OperatorCompanyDetail) => {
    setCompany(next);
    setOpen(null);
    setVersion((v) => v + 1);
    notifySuccess(title);
  };

  return (
    <div className={s.root}>
      <Button className={s.back} appearance="subtle" icon={<ArrowLeftRegular />} onClick={() => navigate('/console/companies')}>
        公司列表
      </Button>
      <div className={s.head}>
        <Title3 as="h1">{c.companyName}</Title3>
        <Badge appearance="tint" color={state.color}>
          {state.label}
        </Badge>
        {c.isDemo && <Badge appearance="outline">演示{c.demoPurged ? '（已清理）' : ''}</Badge>}
      </div>
      <Card className={s.card}>
        <Facts
          label="公司信息"
          facts={[
            ['版本', c.editionName],
            ['到期日', c.endTime ?? '不限期'],
            ['已购买', c.buyFlag ? '是' : '否'],
            ['管理员', c.admin ? `${c.admin.userName}（${c.admin.loginName}）` : '—'],
            ['电话', c.admin?.phone || c.phone || '—'],
            ['员工', String(c.userCount)],
            ['本月单据', String(c.billCountMonth)],
            ['存储', formatBytes(c.storageBytes)],
            ['最近活动', c.lastActiveAt ? formatDateTime(c.lastActiveAt) : '—'],
            ['注册时间', formatDateTime(c.createdAt)],
            ['公司编号', c.companyId],
          ]}
        />
        <div className={s.actions}>
          <Button icon={<CalendarAddRegular />} onClick={() => setOpen('extend')} disabled={!c.endTime}>
            延长试用
          </Button>
          <Button icon={<ArrowSwapRegular />} onClick={() => setOpen('edition')}>
            更换版本
          </Button>
          <Button icon={c.locked ? <LockOpenRegular /> : <LockClosedRegular />} onClick={() => setOpen('lock')}>
            {c.locked ? '解锁' : '锁定'}
          </Button>
        </div>
      </Card>
      <Subtitle2 as="h2">操作记录</Subtitle2>
      <LogTable companyId={companyId} reload={version} />
      {open === 'extend' && <ExtendDialog company={c} onClose={() => setOpen(null)} onDone={done('已延长试用')} />}
      {open === 'edition' && <EditionDialog company={c} onClose={() => setOpen(null)} onDone={done('已更换版本')} />}
      {open === 'lock' && <LockDialog company={c} onClose={() => setOpen(null)} onDone={done(c.locked ? '已解锁' : '已锁定')} />}
    </div>
  );
}

interface ActionProps {
  company: OperatorCompanyDetail;
  onClose: () => void;
  onDone: (c: OperatorCompanyDetail) => void;
}

/** A dialog that asks for the action's own fields and a reason, and shows the server's refusal in place. */
function ReasonDialog({
  title,
  confirm,
  children,
  onClose,
  run,
}: {
  title: string;
  confirm: string;
  children?: ReactNode;
  onClose: () => void;
  run: (reason: string) => Promise<void>;
}) {
  const s = useStyles();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface aria-label={title}>
        <form
          noValidate
          onSubmit={async (e) => {
            e.preventDefault();
            if (!reason.trim()) return setError('请填写原因');
            setBusy(true);
            setError('');
            try {
              await run(reason.trim());
            } catch (err) {
              setError(errorMessage(err));
            } finally {
              setBusy(false);
            }
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={s.form}>
              {children}
              <Field label="原因" required hint="记入运营后台的操作日志和公司的操作日志">
                <Textarea value={reason} onChange={(_, d) => setReason(d.value)} maxLength={200} resize="vertical" />
              </Field>
              {error && (
                <MessageBar intent="error">
                  <MessageBarBody>{error}</MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>取消</Button>
              <Button appearance="primary" type="submit" disabled={busy}>
                {confirm}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

function ExtendDialog({ company, onClose, onDone }: ActionProps) {
  const [by, setBy] = useState<'days' | 'date'>('days');
  const [days, setDays] = useState('30');
  const [endTime, setEndTime] = useState('');
  return (
    <ReasonDialog
      title="延长试用"
      confirm="延长"
      onClose={onClose}
      run={async (reason) => {
        const change = by === 'days' ? { days: Number(days) } : { endTime };
        onDone(await extendTrial(company.companyId, change, reason));
      }}
    >
      <Field label="当前到期日">
        <Input value={company.endTime ?? ''} readOnly />
      </Field>
      <RadioGroup layout="horizontal" value={by} onChange={(_, d) => setBy(d.value as 'days' | 'date')} aria-label="延长方式">
        <Radio value="days" label="按天数" />
        <Radio value="date" label="指定到期日" />
      </RadioGroup>
      {by === 'days' ? (
        <Field label="延长天数" required>
          <Input type="number" min={1} value={days} onChange={(_, d) => setDays(d.value)} />
        </Field>
      ) : (
        <Field label="新的到期日" required>
          <Input type="date" value={endTime} onChange={(_, d) => setEndTime(d.value)} />
        </Field>
      )}
    </ReasonDialog>
  );
}

function EditionDialog({ company, onClose, onDone }: ActionProps) {
  const [productType, setProductType] = useState(String(company.productType));
  return (
    <ReasonDialog
      title="更换版本"
      confirm="更换"
      onClose={onClose}
      run={async (reason) => onDone(await changeEdition(company.companyId, Number(productType), reason))}
    >
      <Field label="版本" required hint={`当前：${company.editionName}；数据保留，新版本没有的功能将隐藏`}>
        <Dropdown
          value={EDITIONS[Number(productType)] ?? ''}
          selectedOptions={[productType]}
          onOptionSelect={(_, d) => setProductType(d.optionValue ?? productType)}
        >
          {Object.entries(EDITIONS).map(([value, name]) => (
            <Option key={value} value={value}>
              {name}
            </Option>
          ))}
        </Dropdown>
      </Field>
    </ReasonDialog>
  );
}

function LockDialog({ company, onClose, onDone }: ActionProps) {
  return (
    <ReasonDialog
      title={company.locked ? '解锁公司' : '锁定公司'}
      confirm={company.locked ? '解锁' : '锁定'}
      onClose={onClose}
      run={async (reason) => onDone(await lockCompany(company.companyId, !company.locked, reason))}
    >
      {!company.locked && (
        <MessageBar intent="warning">
          <MessageBarBody>锁定后，该公司的所有员工立即无法登录和使用，直到解锁。</MessageBarBody>
        </MessageBar>
      )}
    </ReasonDialog>
  );
}
