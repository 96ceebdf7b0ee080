import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Badge, Button, Caption1, Card, CardHeader, Field, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DOC_PAPERS, PRINT_KINDS, type DocLayout } from '@jxc/services/contracts';
import { errorMessage } from '../../api/http';
import { useLoad } from '../../hooks/useLoad';
import { ChoiceSelect } from '../../kit/ChoiceSelect';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { notifySuccess } from '../../notify/bus';
import { formatDateTime } from '../../utils/format';
import { Refusal } from './Refusal';
import { templateApi, type TemplateRow } from './api';
import { TemplateEditor } from './TemplateEditor';

const TYPES = Object.values(PRINT_KINDS).map((k) => ({ id: String(k.billType), name: k.title }));

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  type: { maxWidth: '320px' },
  select: { minWidth: 0, width: '100%' },
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: tokens.spacingHorizontalM },
  badges: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** 单据模板: a document type's three templates (A4, 241 mm three-part, 80 mm receipt), which is default, and editing one. */
export function DocTemplates({ canSet }: { canSet: boolean }) {
  const s = useStyles();
  const [params, setParams] = useSearchParams();
  const billType = PRINT_KINDS[Number(params.get('billType'))] ? Number(params.get('billType')) : 201;
  const [version, setVersion] = useState(0);
  const rows = useLoad(() => templateApi.list(billType), `${billType}#${version}`).data ?? [];
  const [editing, setEditing] = useState<string>();
  const [resetting, setResetting] = useState<TemplateRow>();
  const [failure, setFailure] = useState('');
  const reload = () => setVersion((v) => v + 1);
  const step = async (run: () => Promise<unknown>, done: string) => {
    setFailure('');
    try {
      await run();
      notifySuccess(done);
      reload();
    } catch (e) {
      setFailure(errorMessage(e));
    }
  };

  const row = rows.find((r) => r.templateId === editing);
  if (row)
    return (
      <TemplateEditor
        key={row.templateId}
        row={row as TemplateRow & DocLayout}
        canSet={canSet}
        onCancel={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          reload();
        }}
      />
    );

  return (
    <div className={s.root}>
      <Field label="单据类型" className={s.type}>
        <ChoiceSelect
          className={s.select}
          choices={TYPES}
          value={String(billType)}
          onChange={(v) => setParams({ tab: 'docs', billType: v }, { replace: true })}
        />
      </Field>
      {failure && <Refusal message={failure} />}
      <div className={s.cards}>
        {rows.map((t) => (
          <Card key={t.templateId} role="group" aria-label={t.name}>
            <CardHeader
              header={<Text weight="semibold">{t.name}</Text>}
              description={
                <Caption1>
                  {DOC_PAPERS[t.paper]?.name} · {t.copies} 份
                </Caption1>
              }
            />
            <div className={s.badges}>
              {t.isDefault && (
                <Badge appearance="filled" color="brand">
                  默认
                </Badge>
              )}
              {t.changed ? (
                <Badge appearance="tint" color="warning">
                  已修改
                </Badge>
              ) : (
                <Badge appearance="tint" color="informative">
                  原始模板
                </Badge>
              )}
            </div>
            {t.changed && (
              <Caption1 className={s.muted}>
                {t.updatedBy} 于 {formatDateTime(t.updatedAt)} 修改
              </Caption1>
            )}
            <div className={s.actions}>
              <Button onClick={() => setEditing(t.templateId)}>{canSet ? '编辑' : '查看'}</Button>
              {canSet && !t.isDefault && (
                <Button
                  onClick={() => void step(() => templateApi.setDefault(t.templateId), `已设为${PRINT_KINDS[billType].title}的默认模板`)}
                >
                  设为默认
                </Button>
              )}
              {canSet && t.changed && <Button onClick={() => setResetting(t)}>恢复原始</Button>}
            </div>
          </Card>
        ))}
      </div>
      <ConfirmDialog
        open={!!resetting}
        message={`确定把“${resetting?.name ?? ''}”恢复为原始模板吗？对它的修改将不再使用。`}
        confirmLabel="恢复原始"
        onCancel={() => setResetting(undefined)}
        onConfirm={() => {
          const t = resetting!;
          setResetting(undefined);
          void step(() => templateApi.reset(t.templateId), '已恢复原始模板');
        }}
      />
    </div>
  );
}
