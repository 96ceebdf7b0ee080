import type { ComponentType } from 'react';
import { Card } from '@fluentui/react-components';
import { CUSTOM_CLASSES, PRODUCT_CLASSES, SUPPLIER_CLASSES } from './api';
import { type TreeApi } from '../../kit/classTree';
import { ClassTreePanel } from '../../kit/ClassTreePanel';

const TREES = {
  product: { api: PRODUCT_CLASSES, title: '商品分类', permissionId: '3003' },
  custom: { api: CUSTOM_CLASSES, title: '客户分类', permissionId: '2005' },
  supplier: { api: SUPPLIER_CLASSES, title: '供应商分类', permissionId: '4011' },
} satisfies Record<string, { api: TreeApi; title: string; permissionId: string }>;

export type TreeKey = keyof typeof TREES;

/** A classification screen: the class tree with add, rename, move and remove. */
export function classificationPage(key: TreeKey): ComponentType {
  return function ClassificationScreen() {
    return (
      <Card>
        <ClassTreePanel {...TREES[key]} mode="manage" />
      </Card>
    );
  };
}
