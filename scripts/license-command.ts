// `npm run license -- verify <file> [--machine <code>] [--key <public key PEM>] [--at <ISO time>]` and
// `npm run license -- keygen`: the support engineer's offline tools for licence files (docs/license-file.md).
// Exit codes: 0 every check holds; 1 the file is readable but the signature, the machine or the dates fail;
// 2 nothing could be judged (usage, an unreadable or malformed file, no usable public key).
import { createPublicKey, generateKeyPairSync } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { importLicensePublicKey, judgeLicense, parseLicenseFile, type LicenseVerdict } from '../domain/license-file'

export interface CommandResult {
  exitCode: 0 | 1 | 2
  output: string
}

const USAGE =
  'usage: npm run license -- verify <file> [--machine <code>] [--key <public key .pem>] [--at <ISO time>]\n' +
  '       npm run license -- keygen'

export async function runLicenseCommand(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<CommandResult> {
  const [command, ...rest] = args
  if (command === 'keygen' && rest.length === 0) return { exitCode: 0, output: keygen() }
  if (command !== 'verify') return { exitCode: 2, output: USAGE }
  const options = readOptions(rest)
  if (typeof options === 'string') return { exitCode: 2, output: `${options}\n${USAGE}` }
  const keyPath = options.key ?? join(env.DATA_DIR ?? 'data', 'license-public-key.pem')
  if (!existsSync(keyPath)) return { exitCode: 2, output: `no public key at ${keyPath}: pass --key <public key .pem>` }
  let text: string
  try {
    text = readFileSync(options.file, 'utf8')
  } catch {
    return { exitCode: 2, output: `cannot read ${options.file}` }
  }
  const parsed = parseLicenseFile(text)
  if (!parsed.ok) return { exitCode: 2, output: `not a licence file (${parsed.reason}): ${parsed.detail}` }
  let publicKey: CryptoKey
  try {
    publicKey = await importLicensePublicKey(readFileSync(keyPath, 'utf8'))
  } catch (error) {
    return { exitCode: 2, output: `${keyPath}: ${(error as Error).message}` }
  }
  const verdict = await judgeLicense(parsed.license, { publicKey, machine: options.machine, now: options.at })
  const { fields } = parsed.license
  const caps = Object.entries(fields.caps).map(([name, cap]) => `${name} ${cap}`)
  const lines = [
    `licence   ${fields.licenseId} (${fields.kind})`,
    `customer  ${fields.customer.name} (${fields.customer.id})${fields.company ? `, ${fields.company}` : ''}`,
    `product   ${fields.product.name} (${fields.product.id}), feature ${fields.featureId}`,
    `caps      ${caps.join(', ') || 'none'}`,
    `modules   ${fields.modules.join(', ') || 'none'}`,
    `machine   ${fields.machineCode}`,
    `valid     from ${fields.start} until ${fields.end} (issued ${fields.issuedAt})`,
    '',
    `signature ${verdict.signature ? 'genuine' : 'NOT GENUINE: the file was changed or signed with another key'}`,
    `machine   ${machineLine(verdict, options.machine)}`,
    `dates     ${datesLine(verdict, options.at)}`,
    verdict.valid ? 'VALID' : `REFUSED: ${failures(verdict).join(', ')}`,
  ]
  return { exitCode: verdict.valid ? 0 : 1, output: lines.join('\n') }
}

function readOptions(rest: string[]): { file: string; machine?: string; key?: string; at: Date } | string {
  const positional: string[] = []
  const named: Record<string, string> = {}
  for (let index = 0; index < rest.length; index++) {
    const arg = rest[index]
    if (!arg.startsWith('--')) {
      positional.push(arg)
      continue
    }
    const name = arg.slice(2)
    const value = rest[++index]
    if (!['machine', 'key', 'at'].includes(name)) return `unknown option ${arg}`
    if (value === undefined || value.startsWith('--')) return `${arg} needs a value`
    named[name] = value
  }
  if (positional.length !== 1) return 'verify takes exactly one licence file'
  const at = named.at === undefined ? new Date() : new Date(named.at)
  if (Number.isNaN(at.getTime())) return `--at must be a time such as 2026-01-31T00:00:00Z, not "${named.at}"`
  return { file: positional[0], machine: named.machine, key: named.key, at }
}

function machineLine(verdict: LicenseVerdict, machine: string | undefined): string {
  if (verdict.machine === 'unchecked') return 'not checked (pass --machine <code> to compare)'
  return verdict.machine === 'match' ? 'matches' : `DIFFERENT: the file is for another machine than ${machine?.trim()}`
}

function datesLine(verdict: LicenseVerdict, at: Date): string {
  const when = at.toISOString()
  if (verdict.dates === 'valid') return `valid on ${when}`
  return verdict.dates === 'expired' ? `EXPIRED on ${when}` : `NOT YET VALID on ${when}`
}

function failures(verdict: LicenseVerdict): string[] {
  return [
    ...(verdict.signature ? [] : ['signature not genuine']),
    ...(verdict.machine === 'mismatch' ? ['another machine'] : []),
    ...(verdict.dates === 'expired' ? ['expired'] : verdict.dates === 'not-yet-valid' ? ['not yet valid'] : []),
  ]
}

function keygen(): string {
  const { privateKey } = generateKeyPairSync('ed25519')
  const pkcs8 = privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64')
  const publicPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString().trim()
  return [
    '# A new Ed25519 key pair for signing licence files. Keep the private key secret (a secret store, not the repo):',
    `LICENSE_SIGNING_KEY=${pkcs8}`,
    '',
    '# The public key: publish it (docs/license-file.md, "Keys") and give it to verifiers:',
    publicPem,
  ].join('\n')
}
