import { test } from '@jest/globals';
import { decider } from '../../testing/given-when-then';
import { decideSkuLocation, evolveSkuLocation, noLocation, SkuLocationEvent } from './sku-location';

const given = decider(evolveSkuLocation, noLocation);
const at = { warehouseId: 'w1', skuId: 'k1' };
const assigned: SkuLocationEvent = { type: 'Assigned', data: { ...at, locationId: 'A-01' } };

test('a SKU without a location is put on one', () => {
  given()
    .when((s) => decideSkuLocation.put(s, { ...at, locationId: 'A-01' }))
    .then([assigned]);
});

test('saving another location moves it; saving the same one records nothing', () => {
  given(assigned)
    .when((s) => decideSkuLocation.put(s, { ...at, locationId: 'B-02' }))
    .then([{ type: 'Moved', data: { ...at, locationId: 'B-02', fromLocationId: 'A-01' } }]);
  given(assigned)
    .when((s) => decideSkuLocation.put(s, { ...at, locationId: 'A-01' }))
    .then([]);
});

test('changing the location needs one to change', () => {
  given()
    .when((s) => decideSkuLocation.move(s, { ...at, locationId: 'B-02' }))
    .refused('NOT_FOUND', /还没有库位/);
  given(assigned)
    .when((s) => decideSkuLocation.move(s, { ...at, locationId: 'B-02' }))
    .then([{ type: 'Moved', data: { ...at, locationId: 'B-02', fromLocationId: 'A-01' } }]);
});

test('clearing takes the SKU off its location, and then there is nothing to clear', () => {
  const cleared: SkuLocationEvent = { type: 'Cleared', data: { ...at, locationId: 'A-01' } };
  given(assigned)
    .when((s) => decideSkuLocation.clear(s, at))
    .then([cleared]);
  given(assigned, cleared)
    .when((s) => decideSkuLocation.clear(s, at))
    .then([]);
  given(assigned, cleared)
    .when((s) => decideSkuLocation.put(s, { ...at, locationId: 'A-01' }))
    .then([assigned]);
});
