import { originalLayout, parseTemplateId, PrintLayout, templateIdOf } from '../../contracts';
import { eventNames } from '../../shared/es/event-names';
import { sameValue } from '../../shared/patch';

/** One stream per company and document type: its three templates (or the label's) and which one prints by default. */
export const printTemplatesStream = (companyId: string, billType: number) => `PrintTemplates-${companyId}-${billType}`;
/** 系统重置 keeps the print templates (settings). */
export const PRINT_TEMPLATES_KEPT_ON_RESET = ['PrintTemplates'];

export type PrintTemplateEvent =
  | { type: 'Saved'; data: { billType: number; templateId: string; layout: PrintLayout } }
  | { type: 'Reset'; data: { billType: number; templateId: string } }
  | { type: 'DefaultChosen'; data: { billType: number; templateId: string } };

export const PRINT_TEMPLATE_EVENTS = eventNames('PrintTemplate', ['Saved', 'Reset', 'DefaultChosen'] as const);

export interface PrintTemplatesState {
  /** The templates changed from their originals, by id. */
  changed: Record<string, PrintLayout>;
  defaultId: string | null;
}

export const noTemplatesChanged: PrintTemplatesState = { changed: {}, defaultId: null };

export function evolvePrintTemplates(s: PrintTemplatesState, e: PrintTemplateEvent): PrintTemplatesState {
  switch (e.type) {
    case 'Saved':
      return { ...s, changed: { ...s.changed, [e.data.templateId]: e.data.layout } };
    case 'Reset': {
      const { [e.data.templateId]: _, ...changed } = s.changed;
      return { ...s, changed };
    }
    case 'DefaultChosen':
      return { ...s, defaultId: e.data.templateId };
  }
}

/** What prints when nobody chose: the A4 template (the label has only one). */
export const defaultTemplateId = (s: PrintTemplatesState, billType: number) => s.defaultId ?? templateIdOf(billType, 'a4');

/** A template as it prints now: as changed, or the original. */
export const layoutOf = (s: PrintTemplatesState, templateId: string): PrintLayout => {
  const { billType, slot } = parseTemplateId(templateId)!;
  return s.changed[templateId] ?? originalLayout(billType, slot);
};

/**
 * Print settings (打印设置): a template is changed (fields, order, paper, copies …), restored to its original, or made
 * the one a document type prints with. Asking for what already holds records nothing.
 */
export const decidePrintTemplates = {
  save(s: PrintTemplatesState, templateId: string, layout: PrintLayout): PrintTemplateEvent[] {
    const { billType } = parseTemplateId(templateId)!;
    return sameValue(layoutOf(s, templateId), layout) ? [] : [{ type: 'Saved', data: { billType, templateId, layout } }];
  },
  reset(s: PrintTemplatesState, templateId: string): PrintTemplateEvent[] {
    const { billType } = parseTemplateId(templateId)!;
    return s.changed[templateId] ? [{ type: 'Reset', data: { billType, templateId } }] : [];
  },
  choose(s: PrintTemplatesState, templateId: string): PrintTemplateEvent[] {
    const { billType } = parseTemplateId(templateId)!;
    return defaultTemplateId(s, billType) === templateId ? [] : [{ type: 'DefaultChosen', data: { billType, templateId } }];
  },
};
