import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { ChangePrintTemplateHandler } from './templates/print-template.commands';
import { UserPrintTemplateController } from './templates/print-template.http.controller';
import { PrintTemplateQueries } from './templates/print-template.queries';

/** Printing: the print templates (打印设置) the print bridge loads with a document's data. */
@Module({ imports: [IdentityModule], controllers: [UserPrintTemplateController], providers: [PrintTemplateQueries, ChangePrintTemplateHandler] })
export class PrintingModule {}
