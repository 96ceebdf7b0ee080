import { MessageBar, MessageBarBody } from '@fluentui/react-components';

/** The server's refusal over the settings it refused. */
export const Refusal = ({ message }: { message: string }) => (
  <MessageBar intent="error" layout="multiline" role="alert">
    <MessageBarBody>{message}</MessageBarBody>
  </MessageBar>
);
