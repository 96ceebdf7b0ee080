import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Card, CardHeader, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({ card: { gap: tokens.spacingVerticalM } });

/**
 * What lies behind a row or a figure, as a card under the screen, brought into view when it opens (a modal drawer
 * stayed over the page when a link in it navigated away), with 关闭.
 */
export function DrillCard({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const s = useStyles();
  const card = useRef<HTMLDivElement>(null);
  // Chromium's scrollIntoView answers a promise: an effect must not return it (React would call it on unmount).
  useEffect(() => {
    void card.current?.scrollIntoView?.({ block: 'nearest' });
  }, [title]);
  return (
    <Card ref={card} className={s.card} role="region" aria-label={title}>
      <CardHeader
        header={<Subtitle2 as="h2">{title}</Subtitle2>}
        action={<Button appearance="subtle" aria-label="关闭" icon={<DismissRegular />} onClick={onClose} />}
      />
      {children}
    </Card>
  );
}
