import { useState } from 'react';
import { Badge, Button, Card, Caption1, Radio, RadioGroup, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { LEDGER_MENU, RULE_ACCOUNT_REFS, RULE_AMOUNTS, type LedgerRule, type RuleLine, type VoucherMode } from '@jxc/services/contracts';
import { useLoad } from '../../../hooks/useLoad';
import { ChoiceSelect, type Choice } from '../../../kit/ChoiceSelect';
import { Stack } from '../../../kit/Stack';
import { useCan } from '../../../kit/useCan';
import { notifySuccess } from '../../../notify/bus';
import { ledgerRules, ledgerSetting, saveRule, saveSetting } from '../api';
import { useLedgerAccounts } from '../useLedgerAccounts';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalS },
  rule: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  line: { display: 'grid', gridTemplateColumns: '40px minmax(180px, 260px) 1fr', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  mapping: {
    display: 'grid',
    gridTemplateColumns: 'minmax(120px, 1fr) minmax(180px, 260px) auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
  },
});

const KIND_TITLES: Record<LedgerRule['kind'], string> = {
  bill: '单据生成凭证的分录',
  item: '收支项目对应科目',
  account: '结算账户对应科目',
  storageType: '出入库类型对应科目',
};

/** A rule of a document type: its lines, each account changeable (an account of the chart or the record's own). */
function BillRule({ rule, choices, canEdit, onSaved }: { rule: LedgerRule; choices: Choice[]; canEdit: boolean; onSaved: () => void }) {
  const s = useStyles();
  const [lines, setLines] = useState<RuleLine[]>(rule.lines ?? []);
  const changed = JSON.stringify(lines) !== JSON.stringify(rule.lines ?? []);
  const save = async () => {
    try {
      await saveRule({ ruleKey: rule.ruleKey, lines });
      notifySuccess(`${rule.title}的凭证规则已保存`);
      onSaved();
    } catch {
      // The API client has shown the refusal.
    }
  };
  return (
    <div className={s.rule} role="group" aria-label={rule.title}>
      <div className={s.head}>
        <strong>{rule.title}</strong>
        {rule.changed && (
          <Badge appearance="tint" color="warning">
            已修改{rule.changedBy ? `（${rule.changedBy}）` : ''}
          </Badge>
        )}
        {canEdit && changed && (
          <Button size="small" appearance="primary" onClick={() => void save()}>
            保存
          </Button>
        )}
      </div>
      {lines.map((l, i) => (
        <div key={i} className={s.line}>
          <span>{l.side === 'debit' ? '借' : '贷'}</span>
          <ChoiceSelect
            aria-label={`${rule.title}第${i + 1}行科目`}
            disabled={!canEdit}
            choices={choices}
            value={l.accountCode}
            onChange={(code) => setLines(lines.map((x, j) => (j === i ? { ...x, accountCode: code } : x)))}
          />
          <Caption1>
            {(RULE_AMOUNTS as Record<string, string>)[l.amount] ?? l.amount} 摘要：{l.summary}
          </Caption1>
        </div>
      ))}
    </div>
  );
}

/** An income/expense item, settlement account or 出入库类型 and the account it maps to. */
function MappingRule({ rule, choices, canEdit, onSaved }: { rule: LedgerRule; choices: Choice[]; canEdit: boolean; onSaved: () => void }) {
  const s = useStyles();
  const [code, setCode] = useState(rule.accountCode ?? '');
  const save = async () => {
    try {
      await saveRule({ ruleKey: rule.ruleKey, accountCode: code });
      notifySuccess(`${rule.title}对应科目已保存`);
      onSaved();
    } catch {
      // The API client has shown the refusal.
    }
  };
  return (
    <div className={s.mapping}>
      <span>{rule.title}</span>
      <ChoiceSelect aria-label={`${rule.title}对应科目`} disabled={!canEdit} choices={choices} value={code} onChange={setCode} />
      {canEdit && code !== (rule.accountCode ?? '') ? (
        <Button size="small" appearance="primary" onClick={() => void save()}>
          保存
        </Button>
      ) : (
        <span />
      )}
    </div>
  );
}

/**
 * 凭证规则: how vouchers are made (per document or summarised per day and type), each document type's voucher lines
 * in the product's words, and the accounts the income/expense items, settlement accounts and 出入库类型 map to.
 */
export function RuleList() {
  const s = useStyles();
  const can = useCan(LEDGER_MENU.rules);
  const [loads, setLoads] = useState(0);
  const rules = useLoad(ledgerRules, `rules#${loads}`).data ?? [];
  const setting = useLoad(ledgerSetting, `setting#${loads}`).data;
  const { accounts } = useLedgerAccounts();
  const accountChoices = accounts.filter((a) => a.enabled).map((a) => ({ id: a.code, name: `${a.code} ${a.name}` }));
  const lineChoices = [...Object.entries(RULE_ACCOUNT_REFS).map(([id, name]) => ({ id, name })), ...accountChoices];
  const reload = () => setLoads((n) => n + 1);
  const changeMode = async (voucherMode: VoucherMode) => {
    try {
      await saveSetting({ voucherMode });
      notifySuccess('凭证生成方式已保存');
      reload();
    } catch {
      // The API client has shown the refusal.
    }
  };
  return (
    <Stack>
      <Card className={s.card}>
        <Subtitle2 as="h1">凭证生成方式</Subtitle2>
        {setting && (
          <RadioGroup
            aria-label="凭证生成方式"
            value={setting.voucherMode}
            disabled={!can('set') && !can('edit')}
            onChange={(_, d) => void changeMode(d.value as VoucherMode)}
          >
            <Radio value="perDocument" label="每张单据审核时生成一张凭证" />
            <Radio value="perDay" label="按日按单据类型汇总生成凭证" />
          </RadioGroup>
        )}
      </Card>
      {(['bill', 'item', 'account', 'storageType'] as const).map((kind) => {
        const mine = rules.filter((r) => r.kind === kind);
        if (!mine.length) return null;
        return (
          <Card key={`${kind}#${loads}`} className={s.card}>
            <Subtitle2 as="h2">{KIND_TITLES[kind]}</Subtitle2>
            {mine.map((r) =>
              kind === 'bill' ? (
                <BillRule key={r.ruleKey} rule={r} choices={lineChoices} canEdit={can('edit')} onSaved={reload} />
              ) : (
                <MappingRule key={r.ruleKey} rule={r} choices={accountChoices} canEdit={can('edit')} onSaved={reload} />
              ),
            )}
          </Card>
        );
      })}
    </Stack>
  );
}
