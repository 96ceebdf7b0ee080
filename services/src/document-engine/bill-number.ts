import { AppendToStream, Counter, CounterCapError, StoredEvent } from '@jxc/infra';
import { BILL_SERIES, BillnoRule, datePart, defaultRule, MONTHLY_BILL_CAP, MSG } from '../contracts';
import type { Session } from '../identity';
import { BusinessRuleError } from '../shared/errors';
import { domainEvents } from '../shared/es/event-names';
import { Actor, EventSourcing } from '../shared/es/event-sourcing';
import { billCountStream } from '../contracts';

/**
 * Stands for the bill number in the events of a new document until the commit gives it one. Input can never hold
 * it: text with NUL is refused where requests are parsed.
 */
export const PENDING_BILL_NO = '\u0000待编号';

export interface NewBill {
  prefix: string;
  billDate: string;
  docId: string;
  /** The monthly bill cap of the caller's edition, if it has one (see billCap). */
  cap?: number;
  /** The numbering rule, where the caller asked for it ahead (see numberingRule); else it is read here. */
  rule?: Promise<BillnoRule>;
}

/** The free and startup editions stop new documents at their monthly cap (demo accounts do not). */
export const billCap = (session: Pick<Session, 'productType' | 'isDemo'>): number | undefined =>
  session.isDemo ? undefined : MONTHLY_BILL_CAP[session.productType] || undefined;

/** The company's document-number rules: one stream of the rules set, the last one of a type standing. */
export const billnoRulesStream = (companyId: string) => `BillnoRules-${companyId}`;
export const BILLNO_RULE_SET = 'BillnoRuleUpdated';

/** 系统重置 keeps the rules and the number counters: numbers taken before it are not given again. */
export const BILL_NUMBERS_KEPT_ON_RESET = ['BillnoRules', 'BillNo', 'BillCount'];

export type BillnoRules = Record<number, BillnoRule & { userName?: string; at?: string }>;

const billnoRuleEvent = domainEvents<{ type: 'Updated'; data: BillnoRule }>({ Updated: BILLNO_RULE_SET });

export const evolveBillnoRules = (rules: BillnoRules, e: StoredEvent): BillnoRules => {
  const set = billnoRuleEvent(e)?.data;
  return set ? { ...rules, [set.billType]: { ...set, userName: e.metadata.userName, at: e.metadata.at } } : rules;
};

export const loadBillnoRules = async (es: EventSourcing, companyId: string) =>
  (await es.load(billnoRulesStream(companyId), companyId, {} as BillnoRules, evolveBillnoRules)).state;

/**
 * The rule a new document of the series with the default `prefix` is numbered by (QC and other unlisted prefixes: the
 * default). A caller may ask for it while it reads what else the document needs, and hand it to commitNumbered.
 */
export async function numberingRule(es: EventSourcing, companyId: string, prefix: string): Promise<BillnoRule> {
  const series = BILL_SERIES.find((s) => s.prefix === prefix);
  if (!series) return defaultRule(0, prefix);
  return (await loadBillnoRules(es, companyId))[series.billType] ?? defaultRule(series.billType, prefix);
}

/**
 * Commits a new document's streams with its bill number, by the company's rule for its series (/billno/list; by
 * default prefix + yyyyMMdd + a 4-digit daily sequence), unique per company. The sequence is a stream per company,
 * prefix and day, or per prefix for numbers without a date: a day's yyyyMMdd and yyMMdd numbers share it and a longer
 * sequence goes on from it, so a changed rule never gives a number twice. It and the monthly count (billCountStream,
 * capped when `cap` is given) are appended with the document, so a refused or failed document takes no number and counts for nothing.
 * Returns the number.
 */
export async function commitNumbered(es: EventSourcing, streams: AppendToStream[], actor: Actor, n: NewBill): Promise<string> {
  const rule = await (n.rule ?? numberingRule(es, actor.companyId, n.prefix));
  const day = n.billDate.replace(/-/g, '');
  const numberStream = `BillNo-${actor.companyId}-${rule.prefix}${rule.dateFormat === 'none' ? '' : day}`;
  const counters: Counter[] = [{ streamId: numberStream, streamType: 'BillNo', event: { type: 'BillNoTaken', data: { docId: n.docId } } }];
  counters.push({
    streamId: billCountStream(actor.companyId),
    streamType: 'BillCount',
    event: { type: 'BillCounted', data: { docId: n.docId } },
    ...(n.cap && { cap: n.cap }),
  });
  const numbering = {
    counter: numberStream,
    placeholder: PENDING_BILL_NO,
    prefix: `${rule.prefix}${datePart(rule.dateFormat, n.billDate)}`,
    digits: rule.seqLength,
  };
  try {
    return (await es.commitCounted(streams, counters, numbering, actor)).number;
  } catch (e) {
    if (e instanceof CounterCapError) throw new BusinessRuleError('MONTHLY_CAP', MSG.monthlyCap, { cap: n.cap });
    throw e;
  }
}
