import { makeStyles, tokens } from '@fluentui/react-components';
import { Logo } from '../../../components/Logo';
import { Register } from './Register';

const useStyles = makeStyles({
  root: { maxWidth: '480px', margin: '0 auto', padding: tokens.spacingHorizontalM, boxSizing: 'border-box' },
  top: { textAlign: 'center', padding: `${tokens.spacingVerticalXL} 0`, fontSize: tokens.fontSizeBase500 },
});

/** The registration page for phones (opened from the app or a shared link), on the blank layout. */
export function RegisterMobile() {
  const s = useStyles();
  return (
    <div className={s.root}>
      <div className={s.top}>
        <Logo size={36} />
      </div>
      <Register />
    </div>
  );
}
