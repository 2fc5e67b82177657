// lint as: itself (the cycle needs both files on disk)
import { b } from './b'; // expect: import-x/no-cycle

export const a = () => b();
