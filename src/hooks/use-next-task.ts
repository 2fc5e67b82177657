import { useEffect, useState } from 'react';
import { nextTask } from '@/lib/next-task';

/**
 * False in the first render and its effects, true from a render in a task of its own. A call an
 * always-mounted part starts waits for it: React runs the effects of the whole hydrating page as one
 * long task (docs/performance.md).
 */
export const useNextTask = (): boolean => {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    let active = true;
    void nextTask().then(() => {
      if (active) setReached(true);
    });
    return () => {
      active = false;
    };
  }, []);
  return reached;
};
