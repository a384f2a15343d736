// The licence signer's public key (docs/license-file.md, "Published"): GET /pc/license-public-key.pem, a plain file
// outside the contract (no envelope), imported once as a WebCrypto key for the licence inspector.
import { queryOptions } from '@tanstack/react-query'
import { importLicensePublicKey } from '../../../domain/license-file'

const LICENSE_PUBLIC_KEY_URL = `${import.meta.env.BASE_URL}license-public-key.pem`

/** Fetched once per page load (its own key, outside the licence list's family that a creation marks stale): the key
 * changes only with a new deployment's signing key. */
export function licensePublicKeyOptions() {
  return queryOptions({
    queryKey: ['license-public-key'] as const,
    queryFn: async ({ signal }): Promise<CryptoKey> => {
      const response = await fetch(LICENSE_PUBLIC_KEY_URL, { signal })
      if (!response.ok) throw new Error(`the public key answered HTTP ${response.status}`)
      return importLicensePublicKey(await response.text())
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  })
}
