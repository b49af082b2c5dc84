import type { ModalContent } from '@casino/shared/events';
import { useEffect, useRef } from 'react';

/** Content a remote asked to show: its own mount function renders into our container. */
export function RemoteContent({ content }: { content: ModalContent }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current) return;
    return content.mount(container.current);
  }, [content]);
  return <div ref={container} data-modal-id={content.id} />;
}
