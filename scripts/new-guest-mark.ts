/**
 * A visitor-dependent part of a first screen the build rendered (/cart's guest forms) may show
 * before the app takes over only to a visitor it fits: no session and no cart lines on this device.
 * Only the browser knows (local storage), so a few lines in the head of every page mark such a
 * visitor on <html data-new-guest> before the first paint; the page's style sheet shows the part
 * only then (src/features/cart/cart.css). Without the mark (another visitor, storage blocked, the
 * script refused) the part waits for the app, as before.
 *
 * The CSP admits this one inline script by its hash (scripts/serving-config.ts), nothing else inline.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { LOGIN_KEY } from '../src/lib/storage.ts';

/** redux-persist's key of the persisted slices (src/app/store.ts: `persist:` + persistConfig.key). */
export const PERSIST_STORAGE_KEY = 'persist:root';

/**
 * The marking script. A stored login token counts as a session as src/lib/storage.ts reads it (the
 * strings "null" and "undefined" left by the previous client do not); the cart slice is persisted as
 * a JSON string inside the root's JSON.
 */
export const NEW_GUEST_MARK_SCRIPT =
  `(function(){try{var s=window.localStorage,t=s.getItem(${JSON.stringify(LOGIN_KEY)}),` +
  `r=JSON.parse(s.getItem(${JSON.stringify(PERSIST_STORAGE_KEY)})||'{}'),c=JSON.parse(r.cart||'{}');` +
  `if((!t||t==='null'||t==='undefined')&&!(c.count>0))` +
  `document.documentElement.setAttribute('data-new-guest','')}catch(e){}})()`;

/** The CSP source that admits the script (and only it). */
export const NEW_GUEST_MARK_HASH = `'sha256-${createHash('sha256').update(NEW_GUEST_MARK_SCRIPT).digest('base64')}'`;

/** Puts the script first in the head of every page, so it runs before any style sheet or paint. */
export const newGuestMark = (): Plugin => ({
  name: 'apricot-new-guest-mark',
  transformIndexHtml: () => [
    { tag: 'script', children: NEW_GUEST_MARK_SCRIPT, injectTo: 'head-prepend' },
  ],
});
