import { useEffect } from 'react';
import { Toast, ToastBody, ToastTitle, Toaster, useId, useToastController } from '@fluentui/react-components';
import { onNotify } from './bus';

/** Shows every notification raised on the bus as a Fluent toast. Mount once. */
export function Notifier() {
  const toasterId = useId('toaster');
  const { dispatchToast } = useToastController(toasterId);
  useEffect(
    () =>
      onNotify((n) =>
        dispatchToast(
          <Toast>
            <ToastTitle>{n.title}</ToastTitle>
            {n.body && <ToastBody>{n.body}</ToastBody>}
          </Toast>,
          { intent: n.intent, timeout: n.intent === 'error' ? 4500 : 3000 },
        ),
      ),
    [dispatchToast],
  );
  return <Toaster toasterId={toasterId} position="top" />;
}
