import type { FormEvent, ReactNode } from 'react';
import { Subtitle1, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  // A Fluent Card's look without its code, which the sign-in page need not load.
  card: {
    padding: tokens.spacingHorizontalXXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
  },
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
    <div className={s.card}>
      <form className={s.form} onSubmit={submit} noValidate aria-label={title}>
        <Subtitle1 as="h1" style={{ margin: 0 }}>
          {title}
        </Subtitle1>
        {children}
      </form>
    </div>
  );
}
