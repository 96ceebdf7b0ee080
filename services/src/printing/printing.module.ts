import { Module } from '@nestjs/common';
import type { AppConfig } from '@jxc/infra';
import { CatalogModule } from '../catalog';
import { IdentityModule } from '../identity';
import { RateLimits } from '../shared/http/rate-limits';
import { APP_CONFIG } from '../shared/persistence/tokens';
import { PrintClientDownloadController } from './client-download/print-client-download.http.controller';
import { CLOUD_PRINT_PROVIDERS, CloudPrinterHandler } from './cloud/cloud-printer.commands';
import { CloudPrintController } from './cloud/cloud-print.http.controller';
import { CloudPrinterQueries } from './cloud/cloud-printer.queries';
import { configuredProviders } from './cloud/providers';
import { ChangePrintTemplateHandler } from './templates/print-template.commands';
import { UserPrintTemplateController } from './templates/print-template.http.controller';
import { PrintTemplateQueries } from './templates/print-template.queries';

/** Printing: the print templates (打印设置) the print bridge loads with a document's data, cloud receipt printers (云打印) and the print client's downloads. */
@Module({
  imports: [IdentityModule, CatalogModule],
  controllers: [UserPrintTemplateController, CloudPrintController, PrintClientDownloadController],
  providers: [
    PrintTemplateQueries,
    ChangePrintTemplateHandler,
    CloudPrinterHandler,
    CloudPrinterQueries,
    RateLimits,
    { provide: CLOUD_PRINT_PROVIDERS, useFactory: (config: AppConfig) => configuredProviders(config), inject: [APP_CONFIG] },
  ],
})
export class PrintingModule {}
