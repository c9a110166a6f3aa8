/** The flags Chromium needs in this sandbox, and fewer background tasks competing for the cores. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-gpu',
  '--disable-sync',
  '--no-first-run',
];
