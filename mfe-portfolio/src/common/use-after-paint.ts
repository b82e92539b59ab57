import { useEffect, useState } from 'react';

/**
 * True from the frame after `ready` first became true, and from then on: what waits for it (the
 * charts row and its chunks) is requested after that paint instead of competing with it.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!ready || after) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setAfter(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, after]);
  return after;
}
