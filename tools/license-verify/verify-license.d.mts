export type CopyableLicenseVerdict =
  | { ok: false; reason: string }
  | {
      ok: true
      fields: Record<string, unknown> & { machineCode: string; start: string; end: string }
      signature: boolean
      machine: 'match' | 'mismatch' | 'unchecked'
      dates: 'valid' | 'not-yet-valid' | 'expired'
      valid: boolean
    }

export function verifyLicense(
  text: string,
  publicKeyPem: string,
  options?: { machine?: string; now?: Date },
): Promise<CopyableLicenseVerdict>
