import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Text,
} from '@fluentui/react-components';
import { type Choice } from '../../../kit/ChoiceSelect';
import { ListPage, type Column, type RowAction } from '../../../kit/ListPage';
import { useNumbers } from '../../../kit/numbers';
import { SearchSelect } from '../../../kit/SearchSelect';
import { useList } from '../../../kit/useList';
import { notifySuccess } from '../../../notify/bus';
import { searchCustomers } from '../../document-engine';
import { formatDateTime } from '../../../utils/format';
import { linkStoreUser, storeUserPage, type StoreUserRow } from './api';

const MENU = '1104';

/** 关联客户: the 客户 whose sales the buyer's next orders become (none: 零售客户). */
function LinkDialog({ user, onClose, onLinked }: { user: StoreUserRow; onClose: () => void; onLinked: () => void }) {
  const [customer, setCustomer] = useState<Choice | null>(user.customId ? { id: user.customId, name: user.customName ?? '' } : null);
  const [busy, setBusy] = useState(false);
  const save = () => {
    setBusy(true);
    linkStoreUser(user.phone, customer?.id ?? '').then(
      () => {
        notifySuccess(customer ? '已关联客户' : '已取消关联');
        onLinked();
      },
      () => setBusy(false),
    );
  };
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface style={{ maxWidth: 480 }}>
        <DialogBody>
          <DialogTitle>
            关联客户：{user.buyerName} {user.phone}
          </DialogTitle>
          <DialogContent>
            <Field label="客户" hint="订单转为销售单时的客户；不关联则为“零售客户”">
              <SearchSelect
                aria-label="客户"
                placeholder="名称、编码或手机号"
                value={customer}
                onChange={setCustomer}
                search={searchCustomers}
              />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>取消</Button>
            <Button appearance="primary" disabled={busy} onClick={save}>
              保存
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** 小程序用户: the storefront's buyers by phone number, made from their orders; each may be linked to a 客户. */
export function StoreUserList() {
  const { money } = useNumbers();
  const [linking, setLinking] = useState<StoreUserRow | null>(null);
  const list = useList<StoreUserRow>(storeUserPage);
  const columns: Column<StoreUserRow>[] = [
    { key: 'buyerName', title: '姓名', required: true },
    { key: 'phone', title: '手机号', width: 120 },
    {
      key: 'addresses',
      title: '收货地址',
      width: 240,
      text: (r) => r.addresses.join('；'),
      render: (r) => <Text>{r.addresses.join('；') || '到店自提'}</Text>,
    },
    { key: 'orderCount', title: '订单数', width: 80 },
    { key: 'orderAmount', title: '订单金额', figure: 'money', text: (r) => money(r.orderAmount) },
    { key: 'customName', title: '关联客户', text: (r) => r.customName ?? '零售客户' },
    { key: 'lastTime', title: '最近下单', width: 150, text: (r) => formatDateTime(r.lastTime) },
  ];
  const actions: RowAction<StoreUserRow>[] = [{ label: '关联客户', action: 'edit', onClick: setLinking }];
  return (
    <>
      <ListPage
        label="小程序用户"
        permissionId={MENU}
        list={list}
        rowKey={(r) => r.phone}
        columns={columns}
        rowActions={actions}
        searchPlaceholder="姓名或手机号"
        exportName="小程序用户"
      />
      {linking && (
        <LinkDialog
          user={linking}
          onClose={() => setLinking(null)}
          onLinked={() => {
            setLinking(null);
            list.reload();
          }}
        />
      )}
    </>
  );
}
