import { useCallback, useEffect, useRef, useState } from 'react';
import { emitRealtime, onRealtime } from '../../../shared/lib/realtime';

// A start is sent at most this often while the person keeps typing (the server passes on no more).
const START_EVERY_MS = 2000;
// Without a keystroke for this long, the person has stopped.
const IDLE_STOP_MS = 4000;
// The other side's "typing" fades after this long without news (a lost stop, a closed tab).
const SHOWN_FOR_MS = 6000;

/**
 * The composer's side of the typing signal: `typed` on each keystroke sends a start now and then,
 * `stopped` (on send, blur, or idle) sends the stop once. Leaving the thread stops too.
 */
export function useTypingSignal(conversationId: string) {
  const lastStart = useRef(0);
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stopped = useCallback(() => {
    clearTimeout(idle.current);
    idle.current = undefined;
    if (lastStart.current === 0) return;
    lastStart.current = 0;
    emitRealtime('typing', { conversationId, typing: false });
  }, [conversationId]);

  const typed = useCallback(() => {
    const now = Date.now();
    if (now - lastStart.current >= START_EVERY_MS) {
      lastStart.current = now;
      emitRealtime('typing', { conversationId, typing: true });
    }
    clearTimeout(idle.current);
    idle.current = setTimeout(stopped, IDLE_STOP_MS);
  }, [conversationId, stopped]);

  useEffect(() => stopped, [stopped]);
  return { typed, stopped };
}

/** Whether the other participant is typing in this thread, as the server relays it. */
export function useOtherTyping(conversationId: string, userId: string) {
  const [typing, setTyping] = useState(false);

  useEffect(() => {
    let fade: ReturnType<typeof setTimeout> | undefined;
    const stops = [
      onRealtime('typing', (event) => {
        if (event.conversationId !== conversationId || event.userId === userId) return;
        clearTimeout(fade);
        setTyping(event.typing);
        if (event.typing) fade = setTimeout(() => setTyping(false), SHOWN_FOR_MS);
      }),
      // Their message arrived: whatever they were typing is sent.
      onRealtime('message:new', ({ message }) => {
        if (message.conversationId !== conversationId || message.senderId === userId) return;
        clearTimeout(fade);
        setTyping(false);
      }),
    ];
    return () => {
      for (const stop of stops) stop();
      clearTimeout(fade);
      setTyping(false);
    };
  }, [conversationId, userId]);

  return typing;
}
