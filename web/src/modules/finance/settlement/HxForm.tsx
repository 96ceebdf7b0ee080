import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Field, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useLoad } from '../../../hooks/useLoad';
import { useCan } from '../../../kit/useCan';
import { notifySuccess } from '../../../notify/bus';
import { ChoiceSelect } from '../../../kit/ChoiceSelect';
import { useNumbers } from '../../../kit/numbers';
import { Stack } from '../../../kit/Stack';
import { FailureBar } from '../../document-engine';
import type { Choice } from '../../../kit/ChoiceSelect';
import { Allocator } from './Allocator';
import { allocationClean, allocationProblems, toHxList, unallocatedOf, type Allocation } from './hx';
import type { SettlementKind } from './kinds';
import { FormGrid, PartnerField } from '../money-document/fields';
import { moneyDocPath } from '../money-document/kind';
import { useServerCall } from '../../../kit/useServerCall';
import { useOpenDocs } from './OpenDocsTable';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

const NO_ALLOCATION = { docs: {} };

/**
 * 新增收款核销 / 新增付款核销 (?receiveId= / ?payId= names the receipt): ties what an audited receipt or payment has
 * not yet written off to the partner's open documents.
 */
export function HxForm({ kind }: { kind: SettlementKind }) {
  const s = useStyles();
  const navigate = useNavigate();
  const can = useCan(kind.hxMenuId);
  const { money } = useNumbers();
  const given = useSearchParams()[0].get(kind.idField) ?? '';
  const [partner, setPartner] = useState<Choice | null>(null);
  const [receiptId, setReceiptId] = useState(given);
  const [allocation, setAllocation] = useState<Allocation>({});
  const [problems, setProblems] = useState<ReturnType<typeof allocationProblems>>(NO_ALLOCATION);
  const { busy, failure, setFailure, run } = useServerCall();
  const givenReceipt = useLoad(() => kind.api.detail(given), given || null).data;
  const partnerId = partner?.id ?? (givenReceipt ? String(givenReceipt[kind.partner.field]) : '');
  const receipts = useLoad(
    () => kind.api.page({ pageNo: 1, pageSize: 200, status: 'audited', [kind.partner.field]: partnerId }),
    partnerId || null,
  );
  const open = useOpenDocs(kind, partnerId);
  const choices = (receipts.data?.data ?? []).filter((r) => unallocatedOf(r) > 0);
  const receipt = choices.find((r) => String(r[kind.idField]) === receiptId);
  const left = receipt ? unallocatedOf(receipt) : 0;
  const capLabel = `${kind.title}未核销金额`;

  const choose = (a: Allocation) => {
    setAllocation(a);
    setProblems(NO_ALLOCATION);
  };
  const submit = async () => {
    setFailure(undefined);
    if (!receipt) return setFailure({ title: `请选择${kind.title}` });
    const found = allocationProblems(open.docs, kind.target.idField, allocation, left, capLabel);
    setProblems(found);
    const hxList = toHxList(allocation, kind.target.idField);
    if (!allocationClean(found)) return;
    if (!hxList.length) return setFailure({ title: `请填写要核销的${kind.target.title}金额` });
    await run(async () => {
      await kind.api.appendHx(receiptId, hxList);
      notifySuccess('核销成功');
      navigate(moneyDocPath(kind, receiptId), { replace: true });
    });
  };

  return (
    <Stack>
      {failure && <FailureBar failure={failure} />}
      <Card className={s.card}>
        <Subtitle2 as="h1">新增{kind.verb}核销</Subtitle2>
        <FormGrid min={260}>
          <PartnerField
            partner={kind.partner}
            id={partnerId}
            name={partner?.name ?? givenReceipt?.partnerName ?? ''}
            onChange={(c) => {
              setPartner(c);
              setReceiptId('');
              choose({});
            }}
          />
          <Field
            label={kind.title}
            required
            hint={receipt ? `${kind.verb}金额 ${money(receipt.amount)}，未核销 ${money(left)}` : undefined}
          >
            <ChoiceSelect
              choices={choices.map((r) => ({ id: String(r[kind.idField]), name: `${r.billNo}（未核销 ${money(unallocatedOf(r))}）` }))}
              value={receiptId}
              placeholder={
                partnerId
                  ? receipts.loading
                    ? '加载中…'
                    : choices.length
                      ? `请选择${kind.title}`
                      : `没有可核销的${kind.title}`
                  : `请先选择${kind.partner.label}`
              }
              onChange={(v) => {
                setReceiptId(v);
                choose({});
              }}
            />
          </Field>
        </FormGrid>
      </Card>
      <Card className={s.card}>
        <Allocator
          kind={kind}
          partnerChosen={!!partnerId}
          open={open}
          cap={left}
          capLabel={capLabel}
          allocation={allocation}
          setAllocation={choose}
          problems={problems}
        />
        <div className={s.actions}>
          <Button appearance="primary" disabled={busy || !receipt || !can('add')} onClick={() => void submit()}>
            核销
          </Button>
          <Button onClick={() => navigate(kind.paths.hxList)}>返回列表</Button>
        </div>
      </Card>
    </Stack>
  );
}
