import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { NewEvent } from '@jxc/infra';
import { Actor, EventSourcing } from '../../shared/es/event-sourcing';
import { retrying } from '../../shared/es/retrying';
import { decideTree, evolveTree, TreeState } from './class-tree';

export interface TreeResource {
  kind: string;
  group: string;
  title: string;
  menuId: string;
}

export const TREE_RESOURCES: TreeResource[] = [
  { kind: 'ProductClass', group: 'ProductClass', title: '商品分类', menuId: '3003' },
  { kind: 'CustomClass', group: 'CustomClass', title: '客户分类', menuId: '2005' },
  { kind: 'SupplierClass', group: 'SupplierClass', title: '供应商分类', menuId: '4011' },
];

export type TreeDecision = (decide: ReturnType<typeof decideTree>, state: TreeState) => NewEvent[];

export class ChangeClassTreeCommand {
  constructor(readonly def: TreeResource, readonly actor: Actor, readonly decision: TreeDecision) {}
}

/** A company's whole tree is one stream; a concurrent change is retried on the fresh tree. */
@CommandHandler(ChangeClassTreeCommand)
export class ChangeClassTreeHandler implements ICommandHandler<ChangeClassTreeCommand, void> {
  constructor(private readonly es: EventSourcing) {}

  async execute({ def, actor, decision }: ChangeClassTreeCommand) {
    const streamId = `${def.kind}Tree-${actor.companyId}`;
    await retrying(async () => {
      const { state, version } = await this.es.load(streamId, actor.companyId, new Map() as TreeState, evolveTree);
      const events = decision(decideTree(def.kind, def.title), state);
      if (!events.length) return;
      await this.es.commit([{ streamId, streamType: `${def.kind}Tree`, expectedVersion: version, events }], actor);
    });
  }
}
