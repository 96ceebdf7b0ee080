import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  ALL_TEMPLATE_IDS,
  LABEL_BILL_TYPE,
  LABEL_SLOT,
  originalLayout,
  parseTemplateId,
  PrintLayout,
  resolveTemplate,
  templateIdOf,
} from '../../contracts';
import { IdentityQueries } from '../../identity';

interface ChangedRow {
  templateId: string;
  layout: PrintLayout;
  updatedAt: string;
  updatedBy: string;
}

/** Templates as the company prints them: changed ones from print_templates, the others as shipped. */
@Injectable()
export class PrintTemplateQueries {
  constructor(
    private readonly ds: DataSource,
    private readonly identity: IdentityQueries,
  ) {}

  /** Every template (of one document type when given), with whether it was changed, by whom and when, and which prints by default. */
  async list(companyId: string, billType?: number) {
    const ids = ALL_TEMPLATE_IDS.filter((id) => billType === undefined || parseTemplateId(id)!.billType === billType);
    const changed = new Map<string, ChangedRow>(
      (
        await this.ds.query(
          `select template_id as "templateId", layout, updated_at as "updatedAt", updated_by_name as "updatedBy" from print_templates where company_id = $1`,
          [companyId],
        )
      ).map((r: ChangedRow) => [r.templateId, r]),
    );
    const defaults = new Set<string>(
      (await this.ds.query(`select template_id from print_defaults where company_id = $1`, [companyId])).map(
        (r: { template_id: string }) => r.template_id,
      ),
    );
    const chosen = new Set([...defaults].map((id) => parseTemplateId(id)!.billType));
    return ids.map((templateId) => {
      const { billType: type, slot } = parseTemplateId(templateId)!;
      const row = changed.get(templateId);
      const isDefault =
        defaults.has(templateId) || (!chosen.has(type) && templateId === templateIdOf(type, slot === LABEL_SLOT ? LABEL_SLOT : 'a4'));
      return {
        templateId,
        billType: type,
        slot,
        ...(row?.layout ?? originalLayout(type, slot)),
        isDefault,
        changed: !!row,
        updatedAt: row?.updatedAt ?? null,
        updatedBy: row?.updatedBy ?? '',
      };
    });
  }

  /** The template a document type prints with when none is named: the one chosen, else its A4 (the label: its only one). */
  async defaultOf(companyId: string, billType: number): Promise<string> {
    const [chosen] = await this.ds.query(`select template_id from print_defaults where company_id = $1 and bill_type = $2`, [
      companyId,
      billType,
    ]);
    return chosen?.template_id ?? templateIdOf(billType, billType === LABEL_BILL_TYPE ? LABEL_SLOT : 'a4');
  }

  /** A template as a print loads it: labels and fields resolved, the company filled in. */
  async printable(companyId: string, templateId: string) {
    const t = (await this.list(companyId, parseTemplateId(templateId)!.billType)).find((x) => x.templateId === templateId)!;
    const { templateId: _, isDefault, changed, updatedAt, updatedBy, billType: __, slot: ___, ...layout } = t;
    const c = await this.identity.requireCompany(companyId);
    const company = { companyName: c.companyName, companyLogo: c.companyLogo ?? '', phone: c.phone ?? '', address: c.address ?? '' };
    return { ...resolveTemplate(templateId, layout as PrintLayout, company), isDefault, changed, updatedAt, updatedBy };
  }
}
