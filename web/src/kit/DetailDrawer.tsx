import { Fragment, type ReactNode } from 'react';
import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { HistoryEntry } from '../api/types';
import { useBreakpoint } from '../hooks/useBreakpoint';
import { HistoryTable } from './HistoryTable';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalXL },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

/** Label–value pairs, as in a detail screen. */
export function DetailList({ items }: { items: DetailItem[] }) {
  const s = useStyles();
  return (
    <dl className={s.fields}>
      {items.map((i) => (
        <Fragment key={i.label}>
          <dt className={s.term}>{i.label}</dt>
          <dd className={s.value}>{i.value === '' || i.value === null || i.value === undefined ? '—' : i.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

export interface DetailDrawerProps {
  title: string;
  items: DetailItem[];
  history?: HistoryEntry[];
  /** Sections after the fields (a customer's addresses …). */
  children?: ReactNode;
  onClose: () => void;
}

/** A record's details and history in a drawer from the side (full width on phones). */
export function DetailDrawer({ title, items, history, children, onClose }: DetailDrawerProps) {
  const s = useStyles();
  const mobile = useBreakpoint() === 'mobile';
  return (
    <OverlayDrawer open position="end" size={mobile ? 'full' : 'medium'} onOpenChange={(_, d) => !d.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label="关闭" icon={<DismissRegular />} onClick={onClose} />}>
          {title}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={s.body}>
        <DetailList items={items} />
        {children}
        {history && history.length > 0 && (
          <section>
            <Subtitle2 as="h3">操作记录</Subtitle2>
            <HistoryTable entries={history} />
          </section>
        )}
      </DrawerBody>
    </OverlayDrawer>
  );
}
