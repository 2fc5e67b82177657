// What the build's prerender uses of jsdom (src/app/prerender-environment.ts); the package has no types.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
