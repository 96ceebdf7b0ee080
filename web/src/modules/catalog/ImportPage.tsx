import type { ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { ImportKind } from './api';
import { ImportPanel } from './ImportPanel';

const IMPORTS = {
  Custom: { title: '客户', back: '/client/List' },
  Supplier: { title: '供应商', back: '/supplier/list' },
  Product: { title: '商品', back: '/management/List' },
} satisfies Record<ImportKind, { title: string; back: string }>;

const useStyles = makeStyles({ card: { gap: tokens.spacingVerticalM, maxWidth: '760px' } });

/** The import screens (/client/Import …): the import panel and the way back to the list. */
export function importPage(kind: ImportKind): ComponentType {
  return function ImportScreen() {
    const s = useStyles();
    const navigate = useNavigate();
    const { title, back } = IMPORTS[kind];
    return (
      <Card className={s.card}>
        <Subtitle2 as="h1">导入{title}</Subtitle2>
        <ImportPanel kind={kind} title={title} />
        <div>
          <Button onClick={() => navigate(back)}>返回{title}列表</Button>
        </div>
      </Card>
    );
  };
}
