import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has been idle after it (or after `timeout` ms at
 * the latest): for code that enhances a screen already in use, so it loads behind the screen's own.
 */
export function useWhenIdle(timeout = 1000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setIdle(true), { timeout });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(() => setIdle(true), 0);
    return () => clearTimeout(handle);
  }, [timeout]);
  return idle;
}
