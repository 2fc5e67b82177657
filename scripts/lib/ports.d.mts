export declare const freePort: () => Promise<number>;
export declare const isPortFree: (port: number) => Promise<boolean>;
export declare const freePorts: (count: number) => Promise<number[]>;
