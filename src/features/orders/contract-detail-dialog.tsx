// The contract-detail dialog: every field of the contract a customer can use (no internal ids), and its files, each
// downloaded through a short-lived link (GET api/file/Download/annex/{fileId}) opened in a new tab.
import { Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { annexDownloadUrl, contractDetailOptions, type Contract } from '../../api/queries/contract-queries'
import { FieldList, type Field } from '../../components/field-list'
import { useListFormat } from '../../components/list-format'
import { DialogFrame } from '../../components/dialog-frame'
import { QueryBoundary } from '../../components/query-boundary'
import { useLastValue } from '../../components/use-last-value'
import { BusyButton } from '../../components/busy-button'

export function ContractDetailDialog({ contract, onClose }: { contract: Contract | null; onClose: () => void }): React.JSX.Element {
  const { t } = useTranslation()
  const shown = useLastValue(contract)
  return (
    <DialogFrame wide open={contract !== null} title={t('contracts.detail.title')} onClose={onClose} testId="contract-detail-dialog">
      {shown && (
        <QueryBoundary loading={t('contracts.detail.loading')} failed={t('contracts.detail.loadFailed')} testId="contract-detail">
          <ContractDetailBody id={shown.id} />
        </QueryBoundary>
      )}
    </DialogFrame>
  )
}

function ContractDetailBody({ id }: { id: string }): React.JSX.Element {
  const { t } = useTranslation()
  const format = useListFormat()
  const contract = useSuspenseQuery(contractDetailOptions(id)).data
  const text = (value: string | null | undefined) => (value ? value : t('orders.none'))
  const fields: Field[] = [
    ['contractnum', t('contracts.detail.contractnum'), contract.contractnum],
    ['name', t('contracts.detail.name'), contract.name],
    ['amount', t('contracts.detail.amount'), format.money(contract.contractmoney)],
    ['start', t('contracts.detail.start'), format.date(contract.starttime)],
    ['end', t('contracts.detail.end'), format.date(contract.endtime)],
    [
      'type',
      t('contracts.detail.type'),
      contract.contracttype === undefined
        ? t('orders.none')
        : t(contract.contracttype === 1 ? 'contracts.contractType.purchase' : 'contracts.contractType.sales'),
    ],
    [
      'moneyType',
      t('contracts.detail.moneyType'),
      contract.moneytype === undefined
        ? t('orders.none')
        : t(contract.moneytype === 1 ? 'contracts.moneyType.payment' : 'contracts.moneyType.remittance'),
    ],
    ['orders', t('contracts.detail.orders'), text(contract.ordernames)],
    ['purchaserCompany', t('contracts.detail.purchaserCompany'), text(contract.purchasercompany)],
    ['socialCreditCode', t('contracts.detail.socialCreditCode'), text(contract.socialcreditcode)],
    ['purchaserName', t('contracts.detail.purchaserName'), text(contract.purchasername)],
    ['purchaserPhone', t('contracts.detail.purchaserPhone'), text(contract.purchaserphonenum)],
    ['purchaserAddress', t('contracts.detail.purchaserAddress'), text(contract.purchaseraddress)],
    ['saler', t('contracts.detail.saler'), text(contract.salername)],
    ['responsible', t('contracts.detail.responsible'), text(contract.contractresponsible)],
    ['department', t('contracts.detail.department'), text(contract.department)],
    ['related', t('contracts.detail.related'), text(contract.contractrelated)],
    ['range', t('contracts.detail.range'), text(contract.contractrange)],
    ['description', t('contracts.detail.description'), text(contract.description)],
    ['created', t('contracts.detail.created'), format.dateTime(contract.creatortime)],
  ]
  return (
    <Stack gap="6" data-testid="contract-detail">
      <FieldList fields={fields} testId="contract-detail" />
      <ContractFiles files={contract.contractfiles ?? []} />
    </Stack>
  )
}

type ContractFile = NonNullable<Contract['contractfiles']>[number]

function ContractFiles({ files }: { files: ContractFile[] }): React.JSX.Element {
  const { t } = useTranslation()
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState<string | null>(null)
  const download = async (file: ContractFile) => {
    setBusy(file.fileId)
    setFailed(false)
    try {
      window.open(await annexDownloadUrl(file.fileId), '_blank', 'noopener')
    } catch {
      setFailed(true)
    } finally {
      setBusy(null)
    }
  }
  return (
    <Stack gap="3">
      <Heading as="h3" size="sm">
        {t('contracts.detail.files')}
      </Heading>
      {files.length === 0 ? (
        <Text color="gray.600" data-testid="contract-files-empty">
          {t('contracts.detail.noFiles')}
        </Text>
      ) : (
        <HStack gap="3" wrap="wrap">
          {files.map((file) => (
            <BusyButton
              key={file.fileId}
              size="sm"
              variant="outline"
              colorPalette="blue"
              loading={busy === file.fileId}
              aria-label={t('contracts.detail.downloadLabel', { name: file.name })}
              onClick={() => void download(file)}
              data-testid="contract-file"
            >
              {file.name}
            </BusyButton>
          ))}
        </HStack>
      )}
      <Text role="alert" color="red.700" data-testid="contract-file-error">
        {failed ? t('contracts.detail.downloadFailed') : ''}
      </Text>
    </Stack>
  )
}
