import { Module } from '@nestjs/common';
import { IdentityModule } from '../../identity';
import { Books } from './books';
import { BooksController, VoucherExportController } from './books.http.controller';
import { BookQueries } from './books.queries';

/** The books and statements read from the vouchers (明细账, 总账, 利润表, 资产负债表) and 凭证 exported for 金蝶KIS. */
@Module({
  imports: [IdentityModule],
  controllers: [BooksController, VoucherExportController],
  providers: [BookQueries, Books],
})
export class BooksModule {}
