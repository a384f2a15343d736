// The licence inspector (issue 15): open or drop a licence file, see what it holds and whether it is genuine. The file
// is read and checked in the browser (domain/license-file.ts, WebCrypto Ed25519) against the published public key;
// nothing is uploaded. A typed machine code also says whether the file is for that computer.
import { Box, Button, Field, Heading, Input, Stack, Text, chakra } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  judgeLicense,
  LICENSE_FILE_MAX_CHARS,
  parseLicenseFile,
  type LicenseFileRefusal,
  type LicenseVerdict,
  type ParsedLicense,
} from '../../../domain/license-file'
import { licensePublicKeyOptions } from '../../api/queries/license-public-key-queries'
import { FieldList, type Field as ListField } from '../../components/field-list'
import { useListFormat } from '../../components/list-format'
import { BusyButton } from '../../components/busy-button'

/** A UTF-8 character is at most 4 bytes: a file larger than this cannot be a licence and is not read at all. */
const MAX_FILE_BYTES = LICENSE_FILE_MAX_CHARS * 4

type Reading =
  | { step: 'empty' }
  | { step: 'reading'; name: string }
  | { step: 'refused'; name: string; reason: LicenseFileRefusal | 'unreadable' }
  | { step: 'parsed'; name: string; license: ParsedLicense }

/** What the inspector concludes, also its data-verdict for tests. */
type Outcome = 'checking' | 'key-unavailable' | 'not-licence' | 'not-genuine' | 'expired' | 'not-yet-valid' | 'valid'

async function readLicenseFile(file: File): Promise<Reading> {
  if (file.size > MAX_FILE_BYTES) return { step: 'refused', name: file.name, reason: 'too-large' }
  let text: string
  try {
    text = await file.text()
  } catch {
    return { step: 'refused', name: file.name, reason: 'unreadable' }
  }
  const parsed = parseLicenseFile(text)
  return parsed.ok
    ? { step: 'parsed', name: file.name, license: parsed.license }
    : { step: 'refused', name: file.name, reason: parsed.reason }
}

function outcomeOf(reading: Reading, verdict: LicenseVerdict | undefined, keyFailed: boolean): Outcome | undefined {
  if (reading.step === 'empty') return undefined
  if (reading.step === 'reading') return 'checking'
  if (reading.step === 'refused') return 'not-licence'
  if (keyFailed) return 'key-unavailable'
  if (!verdict) return 'checking'
  if (!verdict.signature) return 'not-genuine'
  return verdict.dates
}

export function LicenseInspector(): React.JSX.Element {
  const { t } = useTranslation()
  const publicKey = useQuery(licensePublicKeyOptions())
  const [reading, setReading] = useState<Reading>({ step: 'empty' })
  const [machine, setMachine] = useState('')
  const [judged, setJudged] = useState<{ of: ParsedLicense; machine: string; verdict: LicenseVerdict } | undefined>()
  const [dragging, setDragging] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)
  const latestFile = useRef(0)

  const license = reading.step === 'parsed' ? reading.license : undefined
  const key = publicKey.data
  const wantedMachine = machine.trim()
  useEffect(() => {
    if (!license || !key) return
    let current = true
    void judgeLicense(license, { publicKey: key, now: new Date(), machine: wantedMachine }).then((verdict) => {
      if (current) setJudged({ of: license, machine: wantedMachine, verdict })
    })
    return () => {
      current = false
    }
  }, [license, key, wantedMachine])
  const verdict = judged && judged.of === license && judged.machine === wantedMachine ? judged.verdict : undefined

  const open = async (file: File | undefined) => {
    if (!file) return
    const attempt = ++latestFile.current
    setReading({ step: 'reading', name: file.name })
    const next = await readLicenseFile(file)
    if (attempt === latestFile.current) setReading(next)
  }

  const outcome = outcomeOf(reading, verdict, publicKey.isError)
  const fileName = reading.step === 'empty' ? '' : reading.name

  return (
    <Stack gap="4" data-testid="license-inspector">
      <Heading as="h3" size="md">
        {t('licences.inspector.title')}
      </Heading>
      <Text color="gray.700">{t('licences.inspector.intro')}</Text>
      <Box
        data-testid="license-inspector-drop"
        data-dragging={dragging || undefined}
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'blue.500' : 'gray.300'}
        bg={dragging ? 'blue.50' : 'gray.50'}
        borderRadius="md"
        p={{ base: '4', md: '6' }}
        textAlign="center"
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault()
          setDragging(false)
          void open(event.dataTransfer.files[0])
        }}
      >
        <Text mb="3">{t('licences.inspector.dropHere')}</Text>
        <Button variant="outline" colorPalette="blue" data-testid="license-inspector-choose" onClick={() => fileInput.current?.click()}>
          {t('licences.inspector.choose')}
        </Button>
        <chakra.input
          ref={fileInput}
          type="file"
          accept=".lic,.txt,text/plain,application/octet-stream"
          display="none"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="license-inspector-file"
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
            void open(event.target.files?.[0])
            event.target.value = ''
          }}
        />
        {fileName && (
          <Text mt="3" fontSize="sm" color="gray.700" wordBreak="break-all" data-testid="license-inspector-name">
            {t('licences.inspector.fileName', { name: fileName })}
          </Text>
        )}
      </Box>
      <Field.Root>
        <Field.Label>{t('licences.inspector.machineLabel')}</Field.Label>
        <Input
          value={machine}
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
          data-testid="license-inspector-machine"
          onChange={(event) => setMachine(event.target.value)}
        />
        <Field.HelperText>{t('licences.inspector.machineHelp')}</Field.HelperText>
      </Field.Root>
      <Box aria-live="polite" data-testid="license-inspector-result">
        {outcome && (
          <Verdict
            outcome={outcome}
            reading={reading}
            verdict={verdict}
            onRetryKey={() => void publicKey.refetch()}
            retrying={publicKey.isFetching}
          />
        )}
      </Box>
      {license && (
        <LicenseFieldList license={license} trusted={outcome === 'valid' || outcome === 'expired' || outcome === 'not-yet-valid'} />
      )}
    </Stack>
  )
}

const GOOD: Partial<Record<Outcome, true>> = { valid: true }
const WARNING: Partial<Record<Outcome, true>> = { expired: true, 'not-yet-valid': true, checking: true }

function Verdict(props: {
  outcome: Outcome
  reading: Reading
  verdict: LicenseVerdict | undefined
  onRetryKey: () => void
  retrying: boolean
}): React.JSX.Element {
  const { t } = useTranslation()
  const { outcome, reading, verdict } = props
  const alarming = !GOOD[props.outcome] && !WARNING[props.outcome]
  const palette = GOOD[outcome] ? 'green' : WARNING[outcome] ? 'orange' : 'red'
  const machineCode = reading.step === 'parsed' ? reading.license.fields.machineCode : ''
  return (
    <Stack
      gap="2"
      borderWidth="1px"
      borderColor={`${palette}.300`}
      bg={`${palette}.50`}
      borderRadius="md"
      p="4"
      data-testid="license-inspector-verdict"
      data-verdict={outcome}
      data-machine={verdict?.machine}
    >
      <Text fontWeight="bold" color={`${palette}.800`} role={alarming ? 'alert' : undefined} data-testid="license-inspector-headline">
        {t(`licences.inspector.verdict.${outcome}`)}
      </Text>
      <Text color="gray.800">
        {reading.step === 'refused'
          ? t(`licences.inspector.refusal.${reading.reason}`)
          : outcome !== 'not-licence' && t(`licences.inspector.explain.${outcome}`)}
      </Text>
      {outcome === 'key-unavailable' && (
        <Box>
          <BusyButton
            size="sm"
            variant="outline"
            loading={props.retrying}
            data-testid="license-inspector-retry-key"
            onClick={props.onRetryKey}
          >
            {t('licences.inspector.retryKey')}
          </BusyButton>
        </Box>
      )}
      {verdict && verdict.machine !== 'unchecked' && (
        <Text
          fontWeight="medium"
          color={verdict.machine === 'match' ? 'green.800' : 'red.700'}
          data-testid="license-inspector-machine-verdict"
        >
          {verdict.machine === 'match'
            ? t('licences.inspector.machineMatch')
            : t('licences.inspector.machineMismatch', { code: machineCode })}
        </Text>
      )}
    </Stack>
  )
}

function LicenseFieldList({ license, trusted }: { license: ParsedLicense; trusted: boolean }): React.JSX.Element {
  const { t } = useTranslation()
  const format = useListFormat()
  const { fields } = license
  const none = t('licences.inspector.none')
  const named = (party: { id: string; name: string }) => (party.name ? `${party.name} (${party.id})` : party.id)
  const caps = Object.entries(fields.caps)
    .map(([feature, cap]) => `${feature}: ${cap}`)
    .join(', ')
  const rows: ListField[] = [
    ['licenseId', t('licences.inspector.fields.licenseId'), fields.licenseId],
    ['kind', t('licences.inspector.fields.kind'), t(`licences.inspector.kind.${fields.kind}`)],
    ['customer', t('licences.inspector.fields.customer'), named(fields.customer)],
    ['company', t('licences.inspector.fields.company'), fields.company || none],
    ['machineCode', t('licences.inspector.fields.machineCode'), fields.machineCode],
    ['product', t('licences.inspector.fields.product'), named(fields.product)],
    ['featureId', t('licences.inspector.fields.featureId'), fields.featureId],
    ['caps', t('licences.inspector.fields.caps'), caps || none],
    ['modules', t('licences.inspector.fields.modules'), fields.modules.join(', ') || none],
    ['start', t('licences.inspector.fields.start'), format.dateTime(fields.start)],
    ['end', t('licences.inspector.fields.end'), format.dateTime(fields.end)],
    ['issuedAt', t('licences.inspector.fields.issuedAt'), format.dateTime(fields.issuedAt)],
  ]
  return (
    <Stack gap="2" data-testid="license-inspector-fields">
      <Heading as="h4" size="sm">
        {trusted ? t('licences.inspector.fieldsTitle') : t('licences.inspector.fieldsUntrusted')}
      </Heading>
      <FieldList fields={rows} testId="license-inspector-field" />
    </Stack>
  )
}
