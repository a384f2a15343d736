// A fixed Ed25519 key (base64 PKCS#8) for tests that start in production, where LICENSE_SIGNING_KEY is required.
// It signs nothing outside tests; production keys come from `npm run license -- keygen`.
export const TEST_LICENSE_SIGNING_KEY = 'MC4CAQAwBQYDK2VwBCIEIHo8z4hY8v+3eaWa3xdTpBBW963dmeEQGw0XUn30VXoC'
