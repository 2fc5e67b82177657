// lint as: itself (the cycle needs both files on disk)
import { a } from './a'; // expect: import-x/no-cycle

export const b = (): unknown => a;
