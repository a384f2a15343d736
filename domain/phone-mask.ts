// A phone number as others may see it (a reseller's customer list) and as a log line may hold it: 138****0001.

/** 13800000001 → 138****0001; anything shorter than 8 characters keeps only its last 2. */
export function maskPhone(phone: string | null | undefined): string {
  const value = phone ?? ''
  if (value.length >= 8) return `${value.slice(0, 3)}****${value.slice(-4)}`
  return value.length > 2 ? `${'*'.repeat(value.length - 2)}${value.slice(-2)}` : value
}
