import { useState } from 'react';
import {
  Button,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useLoad } from '../../hooks/useLoad';
import type { FieldDesc } from '../../kit/fields';
import { FormDialog } from '../../kit/FormDialog';
import { useCan } from '../../kit/useCan';
import { notifySuccess } from '../../notify/bus';
import { CUSTOM_ADDRESSES } from './options';

const CUSTOM_MENU_ID = '2004';
const FIELDS: FieldDesc[] = [
  { key: 'contact', label: '联系人', maxWidth: 30 },
  { key: 'phone', label: '手机号', phone: true },
  { key: 'address', label: '地址', required: true, maxWidth: 200, wide: true },
  { key: 'isDefault', label: '默认地址', kind: 'switch' },
];

const useStyles = makeStyles({
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: tokens.spacingVerticalS },
});

/** A customer's delivery addresses, inside the customer's detail: list, add, delete. */
export function CustomerAddresses({ customId }: { customId: string }) {
  const s = useStyles();
  const can = useCan(CUSTOM_MENU_ID);
  const [version, setVersion] = useState(0);
  const [adding, setAdding] = useState(false);
  const list = useLoad(() => CUSTOM_ADDRESSES.page({ pageNo: 1, pageSize: 200, customId }), `${customId}#${version}`);
  const reload = () => setVersion((v) => v + 1);
  const rows = list.data?.data ?? [];
  return (
    <section>
      <div className={s.head}>
        <Subtitle2 as="h3">收货地址</Subtitle2>
        {can('edit') && (
          <Button size="small" icon={<AddRegular />} onClick={() => setAdding(true)}>
            新增地址
          </Button>
        )}
      </div>
      <Table size="small" aria-label="收货地址">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>联系人</TableHeaderCell>
            <TableHeaderCell>手机号</TableHeaderCell>
            <TableHeaderCell>地址</TableHeaderCell>
            {can('edit') && <TableHeaderCell style={{ width: 64 }}>操作</TableHeaderCell>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((a) => (
            <TableRow key={String(a.addressId)}>
              <TableCell>{String(a.contact ?? '')}</TableCell>
              <TableCell>{String(a.phone ?? '')}</TableCell>
              <TableCell>
                {a.isDefault ? '【默认】' : ''}
                {String(a.address)}
              </TableCell>
              {can('edit') && (
                <TableCell>
                  <Button
                    size="small"
                    appearance="transparent"
                    onClick={() =>
                      void CUSTOM_ADDRESSES.remove(String(a.addressId)).then(
                        () => {
                          notifySuccess('删除成功');
                          reload();
                        },
                        () => undefined,
                      )
                    }
                  >
                    删除
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>{list.loading ? '加载中…' : '暂无地址'}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {adding && (
        <FormDialog
          title="新增地址"
          fields={FIELDS}
          options={{}}
          submit={(p) => CUSTOM_ADDRESSES.save({ ...p, customId })}
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            reload();
          }}
        />
      )}
    </section>
  );
}
