/** The flags Chromium needs in this sandbox, and fewer background tasks competing for the cores. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-gpu',
  '--disable-sync',
  '--no-first-run',
  // No host but the test server's (and localhost, its media URLs' host): map tiles and photos on
  // outside hosts fail at once, as offline, not after a resolver the CI machine may answer slowly.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];
