import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles } from '@fluentui/react-components';
import { AppLink } from '../../components/AppLink';
import type { Failure } from './docForm';

const useStyles = makeStyles({ list: { margin: '4px 0 0', paddingLeft: '20px' } });

/** The refusal over the form or the detail screen. */
export function FailureBar({ failure }: { failure: Failure }) {
  const s = useStyles();
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>
        <MessageBarTitle>{failure.title}</MessageBarTitle>
        {failure.upgrade && (
          <>
            升级到更高版本可继续开单。<AppLink to="/buy">购买或升级版本</AppLink>
          </>
        )}
        {failure.items && (
          <ul className={s.list}>
            {failure.items.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        )}
      </MessageBarBody>
    </MessageBar>
  );
}
