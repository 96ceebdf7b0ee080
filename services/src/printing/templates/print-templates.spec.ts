import { test } from '@jest/globals';
import { DocLayout, originalLayout } from '../../contracts';
import { decider } from '../../testing/given-when-then';
import { decidePrintTemplates, evolvePrintTemplates, noTemplatesChanged, PrintTemplateEvent } from './print-templates';

const given = decider(evolvePrintTemplates, noTemplatesChanged);
const original = originalLayout(201, 'dot') as DocLayout;
const songhuo: DocLayout = { ...original, title: '送货单', copies: 2, header: ['billNo', 'partnerName', 'extend.address'] };
const saved: PrintTemplateEvent = { type: 'Saved', data: { billType: 201, templateId: '201-dot', layout: songhuo } };

test('a template changed from its original is saved; saving what it already says records nothing', () => {
  given()
    .when((s) => decidePrintTemplates.save(s, '201-dot', songhuo))
    .then([saved]);
  given(saved)
    .when((s) => decidePrintTemplates.save(s, '201-dot', { ...songhuo }))
    .then([]);
  given()
    .when((s) => decidePrintTemplates.save(s, '201-dot', { ...original }))
    .then([]);
  const reordered = Object.fromEntries(Object.entries(songhuo).reverse()) as DocLayout;
  given(saved)
    .when((s) => decidePrintTemplates.save(s, '201-dot', reordered))
    .then([]);
});

test('Reset restores the original of a changed template, and of an original there is nothing to restore', () => {
  const reset: PrintTemplateEvent = { type: 'Reset', data: { billType: 201, templateId: '201-dot' } };
  given(saved)
    .when((s) => decidePrintTemplates.reset(s, '201-dot'))
    .then([reset]);
  given(saved, reset)
    .when((s) => decidePrintTemplates.reset(s, '201-dot'))
    .then([]);
  given(saved, reset)
    .when((s) => decidePrintTemplates.save(s, '201-dot', songhuo))
    .then([saved]);
  given(saved)
    .when((s) => decidePrintTemplates.reset(s, '201-a4'))
    .then([]);
});

test('A4 prints by default until another template of the type is chosen', () => {
  const chosen: PrintTemplateEvent = { type: 'DefaultChosen', data: { billType: 201, templateId: '201-receipt' } };
  given()
    .when((s) => decidePrintTemplates.choose(s, '201-a4'))
    .then([]);
  given()
    .when((s) => decidePrintTemplates.choose(s, '201-receipt'))
    .then([chosen]);
  given(chosen)
    .when((s) => decidePrintTemplates.choose(s, '201-receipt'))
    .then([]);
  given(chosen)
    .when((s) => decidePrintTemplates.choose(s, '201-a4'))
    .then([{ type: 'DefaultChosen', data: { billType: 201, templateId: '201-a4' } }]);
});
