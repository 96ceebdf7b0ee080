import { describe, it } from '@jest/globals';
import { decider } from '../../testing/given-when-then';
import { decideInvoicing, evolveInvoicing, initialInvoicing, InvoiceRecorded, Invoiceable, InvoicingEvent } from './invoicing';

const given = decider(evolveInvoicing, initialInvoicing);
const sale: Invoiceable = { title: '销售单', verb: '开票', status: 'audited', amount: '1000' };
const invoice = (invoiceId: string, amount: string): InvoiceRecorded => ({
  invoiceId,
  billType: 201,
  docId: 's1',
  billNo: 'XS202611230001',
  partnerId: 'c1',
  invoiceNo: `NO${invoiceId}`,
  invoiceDate: '2026-11-23',
  invoiceType: '增值税专用发票',
  amount,
  taxRate: '13',
  taxAmount: '0',
  remark: '',
});
const issued = (id: string, amount: string): InvoicingEvent => ({ type: 'Issued', data: invoice(id, amount) });
const voided = (id: string, amount: string): InvoicingEvent => ({
  type: 'Voided',
  data: { invoiceId: id, invoiceNo: `NO${id}`, amount, reason: '开错' },
});

describe('invoicing a sale or a purchase (开票, 收票)', () => {
  it('invoices an audited document in parts, up to its amount', () => {
    given()
      .when((s) => decideInvoicing.record(s, sale, 'Issued', invoice('a', '600')))
      .then([issued('a', '600')]);
    given(issued('a', '600'))
      .when((s) => decideInvoicing.record(s, sale, 'Issued', invoice('b', '400')))
      .then([issued('b', '400')]);
    given()
      .when((s) => decideInvoicing.record(s, { ...sale, title: '采购单', verb: '收票' }, 'Received', invoice('a', '1000')))
      .then([{ type: 'Received', data: invoice('a', '1000') }]);
  });

  it('refuses more than is still to invoice, naming the amount', () => {
    given(issued('a', '600'))
      .when((s) => decideInvoicing.record(s, sale, 'Issued', invoice('b', '400.01')))
      .refused('VALIDATION', /发票金额400.01超过销售单未开票金额400/);
    given()
      .when((s) => decideInvoicing.record(s, { ...sale, amount: '700' }, 'Issued', invoice('a', '800')))
      .refused('VALIDATION', /未开票金额700/);
  });

  it('has nothing left to invoice once returns bring the amount below what was invoiced', () => {
    given(issued('a', '900'))
      .when((s) => decideInvoicing.record(s, { ...sale, amount: '500' }, 'Issued', invoice('b', '0.01')))
      .refused('VALIDATION', /未开票金额0/);
  });

  it('invoices only an audited document', () => {
    given()
      .when((s) => decideInvoicing.record(s, { ...sale, status: 'reversed' }, 'Issued', invoice('a', '1')))
      .refused('BAD_STATUS', /销售单已红冲，不能开票/);
    given()
      .when((s) => decideInvoicing.record(s, { ...sale, title: '采购单', verb: '收票', status: 'draft' }, 'Received', invoice('a', '1')))
      .refused('BAD_STATUS', /采购单未审核，不能收票/);
    given()
      .when((s) => decideInvoicing.record(s, { ...sale, status: 'missing' }, 'Issued', invoice('a', '1')))
      .refused('VALIDATION', /销售单不存在/);
  });

  it('a void gives the amount back, once', () => {
    given(issued('a', '1000'))
      .when((s) => decideInvoicing.void(s, 'a', '开错'))
      .then([voided('a', '1000')]);
    given(issued('a', '1000'), voided('a', '1000'))
      .when((s) => decideInvoicing.record(s, sale, 'Issued', invoice('b', '1000')))
      .then([issued('b', '1000')]);
    given(issued('a', '1000'), voided('a', '1000'))
      .when((s) => decideInvoicing.void(s, 'a', '再作废'))
      .refused('BAD_STATUS', /发票NOa已作废/);
    given(issued('a', '1000'))
      .when((s) => decideInvoicing.void(s, 'x', '开错'))
      .refused('NOT_FOUND');
  });
});
