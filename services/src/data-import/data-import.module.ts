import { Module } from '@nestjs/common';
import { DocumentEngineModule } from '../document-engine';
import { DataImportController } from './data-import.http.controller';
import { DataImportQueries } from './data-import.queries';
import { DataImportService } from './data-import.service';

/** 数据导入: bills and opening balances from Excel, previewed, written in the background, undone as a whole. */
@Module({
  imports: [DocumentEngineModule],
  controllers: [DataImportController],
  providers: [DataImportQueries, DataImportService],
})
export class DataImportModule {}
