import { Button, Caption1, MessageBar, MessageBarBody, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { OpenDoc } from '../api';
import { round } from '../../../utils/format';
import { useNumbers } from '../../../kit/numbers';
import { allocatedTotal, autoAllocate, type Allocation, type AllocationProblems } from './hx';
import type { SettlementKind } from './kinds';
import { OpenDocsTable } from './OpenDocsTable';

const useStyles = makeStyles({
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  sum: { marginLeft: 'auto' },
});

export interface AllocatorProps {
  kind: SettlementKind;
  partnerChosen: boolean;
  open: { docs: OpenDoc[]; loading: boolean };
  /** What may be written off: the amount typed, or what is left of an audited receipt. */
  cap: number;
  capLabel: string;
  allocation: Allocation;
  setAllocation: (a: Allocation) => void;
  problems: AllocationProblems;
}

/** 核销: the partner's open documents, an amount against each (typed or filled oldest first), and what is left over. */
export function Allocator({ kind, partnerChosen, open, cap, capLabel, allocation, setAllocation, problems }: AllocatorProps) {
  const s = useStyles();
  const { money } = useNumbers();
  const total = allocatedTotal(allocation);
  return (
    <>
      <div className={s.head}>
        <Subtitle2 as="h2">核销{kind.target.title}</Subtitle2>
        <Button
          size="small"
          disabled={!open.docs.length || cap <= 0}
          onClick={() => setAllocation(autoAllocate(open.docs, kind.target.idField, cap))}
        >
          按{capLabel}自动分配
        </Button>
        <Caption1 className={s.sum} role="status">
          本次核销 {money(total)}，未核销 {money(round(cap - total, 2))}
        </Caption1>
      </div>
      {problems.total && (
        <MessageBar intent="error">
          <MessageBarBody>{problems.total}</MessageBarBody>
        </MessageBar>
      )}
      {partnerChosen ? (
        <OpenDocsTable
          kind={kind}
          docs={open.docs}
          loading={open.loading}
          allocation={allocation}
          problems={problems.docs}
          onChange={(id, v) => setAllocation({ ...allocation, [id]: v })}
        />
      ) : (
        <Caption1>
          选择{kind.partner.label}后列出其未结清的{kind.target.title}
        </Caption1>
      )}
    </>
  );
}
