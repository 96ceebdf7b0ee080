import type { FormEvent, ReactNode } from 'react';
import { Card, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXXL },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** The card holding an account form (login, register, reset password). */
export function FormCard({ title, onSubmit, children }: { title: string; onSubmit: () => void; children: ReactNode }) {
  const s = useStyles();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Card className={s.card}>
      <form className={s.form} onSubmit={submit} noValidate aria-label={title}>
        <Subtitle1 as="h1" style={{ margin: 0 }}>
          {title}
        </Subtitle1>
        {children}
      </form>
    </Card>
  );
}
