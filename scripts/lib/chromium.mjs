/** System Chromium (never a downloaded browser) and the flags this closed network needs. */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Without the background-networking flags Chromium's own connections are refused here. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
