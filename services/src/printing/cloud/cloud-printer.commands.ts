import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { MasterDataQueries } from '../../catalog';
import { actorOf, Session } from '../../identity';
import { BusinessRuleError, ValidationError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { evolveStored, toStored } from '../../shared/es/event-names';
import {
  CLOUD_PRINTER_EVENTS,
  CloudPrinterEvent,
  cloudPrinterStream,
  CloudPrinterState,
  decideCloudPrinter,
  evolveCloudPrinter,
  noPrinter,
} from './cloud-printer';
import { CloudPrintProvider, PROVIDER_NAMES } from './providers';

export const CLOUD_PRINT_PROVIDERS = Symbol('CLOUD_PRINT_PROVIDERS');

export type CloudPrinterAction =
  | { how: 'register'; deviceNo: string; deviceKey: string; name: string; branchId: string | null; provider?: string }
  | { how: 'remove'; deviceNo: string }
  | { how: 'print'; deviceNo: string; content: string; copies: number; billType: number | null; docId: string | null };

export class CloudPrinterCommand {
  constructor(
    readonly session: Session,
    readonly action: CloudPrinterAction,
  ) {}
}

const load = evolveStored(CLOUD_PRINTER_EVENTS, evolveCloudPrinter);

/** Registers, removes and prints on cloud printers: the provider is asked first, and only what it did is recorded. Answers the provider's order id when printing. */
@CommandHandler(CloudPrinterCommand)
export class CloudPrinterHandler implements ICommandHandler<CloudPrinterCommand, string | null> {
  constructor(
    private readonly es: EventSourcing,
    private readonly masters: MasterDataQueries,
    @Inject(CLOUD_PRINT_PROVIDERS) private readonly providers: CloudPrintProvider[],
  ) {}

  async execute({ session, action }: CloudPrinterCommand) {
    const { companyId } = session;
    const streamId = cloudPrinterStream(companyId, action.deviceNo);
    const { state, version } = await this.es.load<CloudPrinterState>(streamId, companyId, noPrinter, load);
    let events: CloudPrinterEvent[];
    let orderId: string | null = null;
    if (action.how === 'register') {
      const provider = this.provider(action.provider);
      if (action.branchId) await this.checkBranch(companyId, action.branchId);
      events = decideCloudPrinter.register(state, {
        deviceNo: action.deviceNo,
        name: action.name,
        provider: provider.key,
        branchId: action.branchId,
      });
      await provider.register(action);
    } else if (action.how === 'remove') {
      events = decideCloudPrinter.remove(state, action.deviceNo);
      await this.provider(state.printer!.provider).remove(action.deviceNo);
    } else {
      const printer = decideCloudPrinter.printer(state);
      orderId = await this.provider(printer.provider).print(action.deviceNo, action.content, action.copies);
      events = decideCloudPrinter.sent(state, {
        deviceNo: action.deviceNo,
        orderId,
        copies: action.copies,
        billType: action.billType,
        docId: action.docId,
      });
    }
    await this.es.commit(
      [{ streamId, streamType: 'CloudPrinter', expectedVersion: version || 'no_stream', events: toStored(CLOUD_PRINTER_EVENTS, events) }],
      actorOf(session),
    );
    return orderId;
  }

  /** The provider asked for (else the first this deployment has); none configured is a refusal saying which are supported. */
  private provider(key?: string): CloudPrintProvider {
    const found = key ? this.providers.find((p) => p.key === key) : this.providers[0];
    if (found) return found;
    if (key && !PROVIDER_NAMES[key]) throw new ValidationError('云打印服务商不在可选范围内', '服务商');
    throw new BusinessRuleError('CLOUD_PRINT_UNAVAILABLE', `云打印服务未配置（支持：${Object.values(PROVIDER_NAMES).join('、')}）`);
  }

  private async checkBranch(companyId: string, branchId: string) {
    if (!(await this.masters.live('Branch', companyId, [branchId])).length) throw new ValidationError('门店不存在', '门店');
  }
}
