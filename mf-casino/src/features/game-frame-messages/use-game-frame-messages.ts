import { bus } from '@casino/shared/events';
import { useEffect, type RefObject } from 'react';
import { isBalanceMessage } from './lib';

/** While the frame is shown, a balance message from it asks the shell to refresh the player. */
export function useGameFrameMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  launchUrl: string | undefined,
): void {
  useEffect(() => {
    if (!launchUrl) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (
        isBalanceMessage(event, frame.current?.contentWindow, launchUrl, window.location.origin)
      ) {
        bus.emit('user:refresh', {});
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, launchUrl]);
}
