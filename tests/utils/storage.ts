import { onTestFinished, vi } from 'vitest';

/**
 * Local and session storage refuse every write for the rest of the test, as in private modes or
 * with a full quota: setItem throws QuotaExceededError. Reads and removals still work.
 */
export const refuseStorageWrites = () => {
  const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
  onTestFinished(() => setItem.mockRestore());
  return setItem;
};
