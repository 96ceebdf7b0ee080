import { describedKind, DocumentKind } from '../../document-engine';
import { DOCUMENTS } from '../../contracts';
import { trackLines } from '../tracking';
import { assemblyEffect } from './assembly-effect';

/**
 * 组装拆卸单: parts (组件) made into products (成品) in a warehouse, or products taken apart into their parts. Its lines
 * are the parts, then the products, each going its own way (DocLine.direction); as an outbound kind, an open one
 * reserves what its outgoing lines will take. Its own Save keeps `kind` (assemble, disassemble) and `fee` in extra.
 */
export const ASSEMBLY: DocumentKind<'Assembly'> = {
  ...describedKind(DOCUMENTS.Assembly),
  events: {
    Saved: 'AssemblySaved',
    Approved: 'AssemblyApproved',
    Audited: 'AssemblyAudited',
    WrittenBack: 'AssemblyWrittenBack',
    Removed: 'AssemblyRemoved',
    Settled: 'AssemblySettled',
    SettlementReversed: 'AssemblySettlementReversed',
    Consumed: 'AssemblyConsumed',
    ConsumptionReversed: 'AssemblyConsumptionReversed',
  },
  headerValues: ['kind', 'fee'],
  unpriced: true,
  priceFlag: 'costPrice',
  trackLines,
  effects: [assemblyEffect],
};
