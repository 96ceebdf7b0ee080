import type { ComponentType } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Button, Caption1, Card, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
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
        {kind === 'Product' && (
          <Caption1>
            想先预览、逐格检查后再写入，或整次撤销，请用 <RouterLink to="/dataImport/List?kind=Product">数据导入 · 商品</RouterLink>
            （同一模板，不含期初数量列；期初库存在那里另行导入）。
          </Caption1>
        )}
        <div>
          <Button onClick={() => navigate(back)}>返回{title}列表</Button>
        </div>
      </Card>
    );
  };
}
