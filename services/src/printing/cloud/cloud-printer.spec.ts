import { test } from '@jest/globals';
import { decider } from '../../testing/given-when-then';
import { CloudPrinterEvent, decideCloudPrinter, evolveCloudPrinter, noPrinter } from './cloud-printer';

const given = decider(evolveCloudPrinter, noPrinter);
const printer = { deviceNo: '918500001', name: '前台小票机', provider: 'feie', branchId: null };
const registered: CloudPrinterEvent = { type: 'Registered', data: printer };
const removed: CloudPrinterEvent = { type: 'Removed', data: { deviceNo: '918500001' } };
const receipt = { deviceNo: '918500001', orderId: 'o1', copies: 1, billType: 201, docId: 'd1' };

test('a device is registered once, and again only after it was removed', () => {
  given()
    .when((s) => decideCloudPrinter.register(s, printer))
    .then([registered]);
  given(registered)
    .when((s) => decideCloudPrinter.register(s, printer))
    .refused('ALREADY_REGISTERED', /已添加/);
  given(registered, removed)
    .when((s) => decideCloudPrinter.register(s, printer))
    .then([registered]);
});

test('only a registered printer is removed or sent receipts', () => {
  given(registered)
    .when((s) => decideCloudPrinter.remove(s, '918500001'))
    .then([removed]);
  given(registered, removed)
    .when((s) => decideCloudPrinter.remove(s, '918500001'))
    .refused('NOT_FOUND');
  given(registered)
    .when((s) => decideCloudPrinter.sent(s, receipt))
    .then([{ type: 'ReceiptSent', data: receipt }]);
  given()
    .when((s) => decideCloudPrinter.sent(s, receipt))
    .refused('NOT_FOUND', /云打印机不存在/);
});
