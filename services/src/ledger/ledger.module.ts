import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { BooksModule } from './books/books.module';
import { LedgerHandler } from './ledger.commands';
import {
  LedgerAccountController,
  LedgerController,
  LedgerRuleController,
  LedgerSettingController,
  VoucherController,
} from './ledger.http.controller';
import { LedgerQueries } from './ledger.queries';

/**
 * The ledger (业财一体): the chart of accounts, vouchers made from the audited documents by the bookkeeper's rules,
 * manual vouchers and their review, the trial balance and the checks that the books agree with 进销存. The books and
 * statements (books/) plug their controller in here.
 */
@Module({
  imports: [IdentityModule, BooksModule],
  controllers: [VoucherController, LedgerController, LedgerAccountController, LedgerRuleController, LedgerSettingController],
  providers: [LedgerQueries, LedgerHandler],
  exports: [LedgerQueries],
})
export class LedgerModule {}
