import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Actor, EventSourcing } from '../../shared/es/event-sourcing';
import { evolveStored, toStored } from '../../shared/es/event-names';
import { retrying } from '../../shared/es/retrying';
import { decideTree, evolveTree, TreeState } from './class-tree';
import { TREE_EVENTS, TreeEvent, TreeKind } from './class-tree.events';

export interface TreeResource {
  kind: TreeKind;
  group: string;
  title: string;
  menuId: string;
}

export const TREE_RESOURCES: TreeResource[] = [
  { kind: 'ProductClass', group: 'ProductClass', title: '商品分类', menuId: '3003' },
  { kind: 'CustomClass', group: 'CustomClass', title: '客户分类', menuId: '2005' },
  { kind: 'SupplierClass', group: 'SupplierClass', title: '供应商分类', menuId: '4011' },
];

export type TreeDecision = (decide: ReturnType<typeof decideTree>, state: TreeState) => TreeEvent[];

export class ChangeClassTreeCommand {
  constructor(
    readonly def: TreeResource,
    readonly actor: Actor,
    readonly decision: TreeDecision,
  ) {}
}

/** A company's whole tree is one stream; a concurrent change is retried on the fresh tree. */
@CommandHandler(ChangeClassTreeCommand)
export class ChangeClassTreeHandler implements ICommandHandler<ChangeClassTreeCommand, void> {
  constructor(private readonly es: EventSourcing) {}

  async execute({ def, actor, decision }: ChangeClassTreeCommand) {
    const streamId = `${def.kind}Tree-${actor.companyId}`;
    await retrying(async () => {
      const { state, version } = await this.es.load(
        streamId,
        actor.companyId,
        new Map() as TreeState,
        evolveStored(TREE_EVENTS[def.kind], evolveTree),
      );
      const events = decision(decideTree(def.title), state);
      if (!events.length) return;
      await this.es.commit(
        [{ streamId, streamType: `${def.kind}Tree`, expectedVersion: version, events: toStored(TREE_EVENTS[def.kind], events) }],
        actor,
      );
    });
  }
}
