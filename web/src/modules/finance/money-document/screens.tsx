import type { ComponentType } from 'react';
import type { MoneyDetail, MoneyKind, MoneyRow } from './kind';
import { MoneyDocDetail } from './MoneyDocDetail';
import { MoneyDocForm, type Draft } from './MoneyDocForm';
import { MoneyDocList } from './MoneyDocList';

/** A money kind's three screens: its list, its form (new, or ?{idField}= a draft) drawn by `Form`, and its detail. */
export function moneyScreens<R extends MoneyRow, D extends MoneyDetail, K>(
  kind: MoneyKind<R, D> & K,
  Form: ComponentType<{ kind: NoInfer<K>; draft: Draft<D> | null }>,
) {
  return {
    List: () => <MoneyDocList kind={kind} />,
    Form: () => <MoneyDocForm kind={kind} form={(draft) => <Form kind={kind} draft={draft} />} />,
    Detail: () => <MoneyDocDetail kind={kind} />,
  };
}
