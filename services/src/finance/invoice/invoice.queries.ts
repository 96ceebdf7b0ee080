import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { InvoiceableDocRow, InvoiceRow } from '../../contracts';
import { priceFlagOf } from '../../document-engine';
import { maskPrices, PriceFields, recordScope, Session } from '../../identity';
import { PageQuery, toPage } from '../../shared/page-query';
import { INVOICE_SIDES, InvoiceDirection, InvoiceSide } from './invoice-sides';

export interface InvoiceFilters {
  keyword?: string;
  /** Only these sides (the caller's rights may narrow it to one). */
  directions: InvoiceDirection[];
  partnerId?: string;
  startDate?: string;
  endDate?: string;
  status?: string;
  invoiceType?: string;
  docId?: string;
}

export interface OpenDocFilters {
  keyword?: string;
  partnerId?: string;
  startDate?: string;
  endDate?: string;
  onlyOpen?: boolean;
}

const like = (keyword?: string) => (keyword ? `%${keyword}%` : null);

/** An invoice's amounts, and a document's on the invoicing screens, by the price flag of the side's documents. */
const invoiceFigures = (direction: InvoiceDirection): PriceFields<Record<string, unknown>> => {
  const flag = priceFlagOf(INVOICE_SIDES[direction].doc);
  return { amount: flag, taxAmount: flag, netAmount: flag, totalAmount: flag, returnAmount: flag, invoicedAmount: flag, openAmount: flag };
};

/** The read side of invoicing: the invoices (发票流水) and the documents with what they have had invoiced. */
@Injectable()
export class InvoiceQueries {
  constructor(private readonly ds: DataSource) {}

  /**
   * Whether the caller may see the document (an employee without the bill permission only their own), and what the
   * audited returns that name it add up to: that is no longer to be invoiced.
   */
  async invoiceable(s: Session, side: InvoiceSide, docId: string): Promise<{ visible: boolean; returned: string }> {
    const { creatorIds } = recordScope(s);
    const [row] = await this.ds.query(
      `select exists (select 1 from documents where doc_id = $3 and company_id = $1 and ($4::text[] is null or created_by = any($4))) as visible,
              (select coalesce(sum(total_amount), 0)::text from documents where company_id = $1 and doc_type = $2 and status = 'audited' and header->>'sourceId' = $3) as returned`,
      [s.companyId, side.returns.kind, docId, creatorIds ?? null],
    );
    return row;
  }

  /** The document an invoice the caller may see was recorded against. */
  async invoice(s: Session, invoiceId: string): Promise<{ docId: string; direction: InvoiceDirection; invoiceNo: string } | undefined> {
    const { creatorIds } = recordScope(s);
    const [row] = await this.ds.query(
      `select doc_id as "docId", direction, invoice_no as "invoiceNo" from invoices where company_id = $1 and invoice_id = $2 and ($3::text[] is null or created_by = any($3))`,
      [s.companyId, invoiceId, creatorIds ?? null],
    );
    return row;
  }

  /** 发票流水: newest invoice date first, voided ones included. */
  async page(s: Session, f: InvoiceFilters, q: PageQuery) {
    const { creatorIds } = recordScope(s);
    const rows: (InvoiceRow & { total: number })[] = await this.ds.query(
      `select i.invoice_id as "invoiceId", i.direction, i.bill_type as "billType", i.doc_id as "docId", i.bill_no as "billNo", to_char(d.bill_date, 'YYYY-MM-DD') as "billDate",
              i.partner_id as "partnerId", p.name as "partnerName", i.invoice_no as "invoiceNo", to_char(i.invoice_date, 'YYYY-MM-DD') as "invoiceDate", i.invoice_type as "invoiceType",
              i.amount::float8 as amount, i.tax_rate::float8 as "taxRate", i.tax_amount::float8 as "taxAmount", (i.amount - i.tax_amount)::float8 as "netAmount", i.remark, i.status,
              i.void_reason as "voidReason", v.user_name as "voidUserName", i.voided_at as "voidTime", u.user_name as "userName", i.created_at as "createTime",
              count(*) over ()::int as total
       from invoices i left join documents d on d.doc_id = i.doc_id left join master_records p on p.record_id = i.partner_id
       left join users u on u.user_id = i.created_by left join users v on v.user_id = i.voided_by
       where i.company_id = $1 and ($2::text[] is null or i.created_by = any($2)) and i.direction = any($3::text[])
         and ($4::text is null or i.invoice_no ilike $4 or i.bill_no ilike $4 or p.name ilike $4) and ($5::text is null or i.partner_id = $5)
         and ($6::date is null or i.invoice_date >= $6) and ($7::date is null or i.invoice_date <= $7) and ($8::text is null or i.status = $8)
         and ($9::text is null or i.invoice_type = $9) and ($10::text is null or i.doc_id = $10)
       order by i.invoice_date desc, i.created_at desc offset ${q.offset} limit ${q.pageSize}`,
      [
        s.companyId,
        creatorIds ?? null,
        f.directions,
        like(f.keyword),
        f.partnerId ?? null,
        f.startDate ?? null,
        f.endDate ?? null,
        f.status ?? null,
        f.invoiceType ?? null,
        f.docId ?? null,
      ],
    );
    return toPage(
      q,
      rows[0]?.total ?? 0,
      rows.map(({ total: _, ...r }) => maskPrices(s, r, invoiceFigures(r.direction))),
    );
  }

  /**
   * The side's audited documents, newest first, each with its amount, what its audited returns took off, what its
   * valid invoices add up to, and what is left to invoice (never below zero).
   */
  async openDocs(s: Session, side: InvoiceSide, f: OpenDocFilters, q: PageQuery) {
    const { creatorIds } = recordScope(s);
    // The side's bill type and id field are added below.
    const rows: (InvoiceableDocRow & { total: number })[] = await this.ds.query(
      `with docs as (
         select d.doc_id, d.bill_no, d.bill_date, d.created_at, d.partner_id, p.name as partner_name, d.total_amount,
                coalesce((select sum(r.total_amount) from documents r where r.header->>'sourceId' = d.doc_id and r.company_id = d.company_id and r.doc_type = $3 and r.status = 'audited'), 0) as returned,
                coalesce(i.amount, 0) as invoiced, coalesce(i.n, 0) as invoice_count
         from documents d left join master_records p on p.record_id = d.partner_id
         left join lateral (select sum(amount) as amount, count(*)::int as n from invoices where doc_id = d.doc_id and status = 'valid') i on true
         where d.company_id = $1 and d.doc_type = $2 and d.status = 'audited' and ($4::text[] is null or d.created_by = any($4))
           and ($5::text is null or d.bill_no ilike $5 or p.name ilike $5) and ($6::text is null or d.partner_id = $6)
           and ($7::date is null or d.bill_date >= $7) and ($8::date is null or d.bill_date <= $8))
       select doc_id as "docId", bill_no as "billNo", to_char(bill_date, 'YYYY-MM-DD') as "billDate", partner_id as "partnerId", partner_name as "partnerName",
              total_amount::float8 as "totalAmount", returned::float8 as "returnAmount", invoiced::float8 as "invoicedAmount", invoice_count as "invoiceCount",
              greatest(total_amount - returned - invoiced, 0)::float8 as "openAmount", count(*) over ()::int as total
       from docs where not $9::bool or total_amount - returned - invoiced > 0
       order by bill_date desc, created_at desc offset ${q.offset} limit ${q.pageSize}`,
      [
        s.companyId,
        side.doc.kind,
        side.returns.kind,
        creatorIds ?? null,
        like(f.keyword),
        f.partnerId ?? null,
        f.startDate ?? null,
        f.endDate ?? null,
        !!f.onlyOpen,
      ],
    );
    return toPage(
      q,
      rows[0]?.total ?? 0,
      rows.map(({ total: _, ...r }) =>
        maskPrices(s, { ...r, billType: side.doc.billType, [side.doc.idField]: r.docId }, invoiceFigures(side.direction)),
      ),
    );
  }
}
