// A permit code: 8 characters in two groups (ABCD-2345) from an alphabet without look-alikes (no 0/O, 1/I/L), so a
// customer can read it out over the phone. 31^8 ≈ 8.5 × 10^11 codes; the unique index settles the rare collision.
import { randomInt } from 'node:crypto'

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

export function newPermitCode(): string {
  let code = ''
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return `${code.slice(0, 4)}-${code.slice(4)}`
}
