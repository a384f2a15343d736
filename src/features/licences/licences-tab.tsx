// The personal centre's licence tab (portal.md §2 Licence tab, §4 Licence; issue 15): the prompt to create licences
// while a paid order line has some left (else 'no orders need licences'), the customer's licences grouped by machine
// code with the browser's drafts (not created) among them, the creation dialog, and room for the licence inspector.
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQueries } from '@tanstack/react-query'
import { useMemo, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { isLicensableLine, type LicenceChoice } from '../../../domain/license-rules'
import { LICENCE_CREATED, LICENCE_LIST_PAGE_SIZE, licensableLinesOf, type Licence } from '../../api/queries/licence-queries'
import { ListPagination } from '../../components/list-pagination'
import { licencesTabQueries } from './licences-tab-data'
import { EmptyListNote } from '../../components/empty-list-note'
import { QueryBoundary } from '../../components/query-boundary'
import { profileIdOf, useSession } from '../../session/use-session'
import { LicenseCreationDialog } from './license-creation-dialog'
import { nextDrafts, useLicenceDrafts, type LicenceDraft } from './licence-drafts'
import { groupByMachine, type MachineGroup } from './licence-groups'
import { LicenceTable } from './licence-table'

export interface LicencesTabProps {
  /** 1-based; undefined is the first page. */
  page?: number
  /** A page was chosen (1 is to be removed from the URL). */
  onPageChange: (page: number) => void
  /** The licence inspector, shown under the list (the route composes it). */
  inspector?: ReactNode
}

export function LicencesTab({ page = 1, onPageChange, inspector }: LicencesTabProps): React.JSX.Element {
  const { t } = useTranslation()
  const userid = profileIdOf(useSession().user)
  return (
    <Box data-testid="licences-tab">
      <Box mb="4">
        <Heading as="h2" size="md" mb="1">
          {t('user.licence')}
        </Heading>
        <Text fontSize="sm" color="gray.700">
          {t('licenceTab.intro')}
        </Text>
      </Box>
      {userid && (
        <QueryBoundary loading={t('licenceTab.loading')} failed={t('licenceTab.loadFailed')} testId="licences">
          <LicencesPanel userid={userid} page={page} onPageChange={onPageChange} />
        </QueryBoundary>
      )}
      {inspector && <Box mt="8">{inspector}</Box>}
    </Box>
  )
}

/** The creation dialog as opened: the machine and drafts it started with (none from the prompt). */
interface Opened {
  machineCode?: string
  drafts: LicenceDraft[]
}

function LicencesPanel({
  userid,
  page,
  onPageChange,
}: {
  userid: string
  page: number
  onPageChange: (page: number) => void
}): React.JSX.Element {
  const { t } = useTranslation()
  const [orders, heldRows, licences] = useSuspenseQueries({ queries: licencesTabQueries(userid, page) })
  const lines = useMemo(() => licensableLinesOf(orders.data), [orders.data])
  const held = useMemo(
    () =>
      heldRows.data
        .filter((row) => row.state === LICENCE_CREATED)
        .map((row) => ({ productid: row.productid, machinecode: row.machinecode })),
    [heldRows.data],
  )
  const [drafts, updateDrafts] = useLicenceDrafts(userid)
  const [opened, setOpened] = useState<Opened | null>(null)
  const headingRef = useRef<HTMLParagraphElement>(null)

  const { list, pagination } = licences.data
  // Drafts are listed on the first page, with their machine's licences when those are on it.
  const groups = groupByMachine(list, page === 1 ? drafts : [], new Set(held.map((each) => each.machinecode)))
  const productName = (licence: Licence): string =>
    licence.productname ??
    lines.find((line) => line.productid === licence.productid)?.productname ??
    licence.producttype ??
    licence.productid
  const canCreate = lines.some(isLicensableLine)

  const openFor = (group: MachineGroup) => setOpened({ machineCode: group.machinecode, drafts: group.drafts })
  const onClose = (left: LicenceChoice[]) => {
    const started = opened?.drafts ?? []
    updateDrafts((stored) => nextDrafts(stored, started, left, lines))
    setOpened(null)
  }
  const onCreated = (created: LicenceChoice[]) => {
    const started = opened?.drafts ?? []
    updateDrafts((stored) => nextDrafts(stored, [...started, ...created], [], lines))
  }
  const deleteDraft = (draft: LicenceDraft) => {
    updateDrafts((stored) => nextDrafts(stored, [draft], [], lines))
    // The button is gone: keep the keyboard in the list.
    headingRef.current?.focus()
  }

  return (
    <Stack gap="4">
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
        gap="3"
        borderWidth="1px"
        rounded="md"
        p="3"
        bg={canCreate ? 'blue.50' : undefined}
        data-testid="licences-prompt"
        data-can-create={canCreate}
      >
        <Text ref={headingRef} tabIndex={-1} outline="none">
          {canCreate ? t('licenceTab.prompt') : t('licences.nothingListed')}
        </Text>
        {canCreate && (
          <Button colorPalette="blue" flexShrink={0} onClick={() => setOpened({ drafts: [] })} data-testid="licences-create">
            {t('licenceTab.promptButton')}
          </Button>
        )}
      </Stack>
      {groups.length === 0 ? (
        <EmptyListNote
          text={t('licenceTab.empty')}
          pageText={t('licenceTab.emptyPage')}
          page={page}
          onPageChange={onPageChange}
          testId="licences"
        />
      ) : (
        <Box>
          <LicenceTable groups={groups} productName={productName} onDeleteDraft={deleteDraft} onCreateDrafts={openFor} />
          {/* Only drafts listed: no server rows to count or page through. */}
          {pagination.total > 0 && (
            <ListPagination
              total={pagination.total}
              pageSize={LICENCE_LIST_PAGE_SIZE}
              page={pagination.currentPage}
              onPageChange={onPageChange}
              testId="licences-pagination"
            />
          )}
        </Box>
      )}
      <LicenseCreationDialog
        open={opened !== null}
        lines={lines}
        held={held}
        machineCode={opened?.machineCode}
        chosen={opened?.drafts}
        onCreated={onCreated}
        onClose={onClose}
      />
    </Stack>
  )
}
