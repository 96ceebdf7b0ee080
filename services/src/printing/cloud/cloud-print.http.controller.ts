import { Body, Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MAX_COPIES } from '../../contracts';
import { CurrentSession, Permission, Session, Write } from '../../identity';
import { Action } from '../../shared/http/envelope.interceptor';
import { int, text, validate } from '../../shared/validation/schema';
import { CLOUD_PRINT_PROVIDERS, CloudPrinterAction, CloudPrinterCommand } from './cloud-printer.commands';
import { CloudPrinterQueries } from './cloud-printer.queries';
import { CloudPrintProvider, PROVIDER_NAMES } from './providers';
import { BusinessRuleError, NotFoundError } from '../../shared/errors';

const MENU = '7011';
const deviceNo = text('设备编号').required().maxWidth(30).code();

/**
 * 云打印 (the seed's CloudPrint): each shop registers its cloud receipt printers by device number and key; receipts
 * are sent to them through the provider. Registering and removing take 打印设置's 设置; anyone signed in prints.
 */
@Controller('api/CloudPrint')
export class CloudPrintController {
  constructor(
    private readonly commands: CommandBus,
    private readonly printers: CloudPrinterQueries,
    @Inject(CLOUD_PRINT_PROVIDERS) private readonly providers: CloudPrintProvider[],
  ) {}

  /** The company's printers, and the providers this deployment can send to. */
  @Action('List')
  async list(@CurrentSession() s: Session) {
    return {
      data: await this.printers.list(s.companyId),
      providers: this.providers.map(({ key, name }) => ({ key, name })),
    };
  }

  @Permission(MENU, 'set')
  @Write()
  @Action('Save')
  async save(@Body() body: unknown, @CurrentSession() s: Session) {
    const f = validate(
      {
        deviceNo,
        deviceKey: text('设备密钥').required().maxWidth(30).code(),
        name: text('名称').required().maxWidth(40),
        branchId: text('门店'),
        provider: text('服务商').maxWidth(20),
      },
      body,
    );
    await this.run(s, { how: 'register', ...f, branchId: f.branchId ?? null });
    return { deviceNo: f.deviceNo };
  }

  @Permission(MENU, 'set')
  @Write()
  @Action('Remove')
  async remove(@Body() body: unknown, @CurrentSession() s: Session) {
    const f = validate({ deviceNo }, body);
    await this.run(s, { how: 'remove', deviceNo: f.deviceNo });
    return { deviceNo: f.deviceNo };
  }

  /** Sends a receipt (the provider's markup, made from the receipt template) to a printer of the company. */
  @Write()
  @Action('Print')
  async print(@Body() body: unknown, @CurrentSession() s: Session) {
    const f = validate(
      {
        deviceNo,
        content: text('打印内容').required().maxWidth(12_000),
        copies: int('打印份数').min(1).max(MAX_COPIES),
        billType: int('单据类型'),
        docId: text('单据'),
      },
      body,
    );
    const orderId = await this.run(s, {
      how: 'print',
      deviceNo: f.deviceNo,
      content: f.content,
      copies: f.copies ?? 1,
      billType: f.billType ?? null,
      docId: f.docId ?? null,
    });
    return { deviceNo: f.deviceNo, orderId };
  }

  /** Whether the printer is online, as the provider says. */
  @Action('Status')
  async status(@Body() body: unknown, @CurrentSession() s: Session) {
    const f = validate({ deviceNo }, body);
    const key = await this.printers.providerOf(s.companyId, f.deviceNo);
    if (!key) throw new NotFoundError('云打印机不存在');
    const provider = this.providers.find((x) => x.key === key);
    if (!provider) throw new BusinessRuleError('CLOUD_PRINT_UNAVAILABLE', `云打印服务未配置（${PROVIDER_NAMES[key] ?? key}）`);
    return { deviceNo: f.deviceNo, status: await provider.status(f.deviceNo) };
  }

  private run(s: Session, action: CloudPrinterAction): Promise<string | null> {
    return this.commands.execute(new CloudPrinterCommand(s, action));
  }
}
