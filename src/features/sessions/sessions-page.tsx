// /user/sessions: the caller's signed-in devices; sign one out, all others, or every one (this browser too, which
// then goes to the login page).
import { Badge, Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { useFocusAfterDone } from '../../components/use-focus-after-done'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { revokeSession, revokeSessions, sessionKeys, sessionListOptions, type Session } from '../../api/queries/session-queries'
import { useSession } from '../../session/use-session'
import { usePageTitle } from '../../components/use-page-title'
import { pageColumn } from '../../components/layout-sizes'
import { useListFormat } from '../../components/list-format'
import { STACKED_BELOW_LG } from '../../components/stacked-table'

type Pending = { kind: 'one'; session: Session } | { kind: 'others' } | { kind: 'all' }

export function SessionsPage(): React.JSX.Element {
  const { t } = useTranslation()
  usePageTitle(t('sessions.title'))
  const sessions = useSuspenseQuery(sessionListOptions()).data
  const queryClient = useQueryClient()
  const session = useSession()
  const [pending, setPendingState] = useState<Pending | null>(null)
  // After a device is signed out the focus goes to the heading: the row's button is about to go with the row (and
  // 退出其他设备 to be disabled).
  const heading = useRef<HTMLHeadingElement>(null)
  const focusAfterSignOut = useFocusAfterDone(heading)
  const setPending = (next: Pending | null) => {
    if (next) focusAfterSignOut.opened()
    setPendingState(next)
  }
  const [notice, setNotice] = useState<{ text: string; error?: boolean } | null>(null)

  const when = useListFormat().dateTime
  const deviceOf = (s: Session) => s.device || t('sessions.unknownDevice')
  const others = sessions.filter((s) => !s.current)

  const signOut = useMutation({
    mutationFn: async (what: Pending) => {
      if (what.kind === 'one') {
        await revokeSession(what.session.id)
        return t('sessions.revoked')
      }
      const count = await revokeSessions(what.kind)
      return t('sessions.revokedOthers', { count })
    },
    onSuccess: (text, what) => {
      if (what.kind === 'all') {
        // This browser's token is gone too: clear it and go to the login page, as after any invalid session.
        queryClient.removeQueries({ queryKey: sessionKeys.all })
        session.send({ type: 'session.invalid' })
        return
      }
      focusAfterSignOut.succeeded()
      setNotice({ text })
    },
    onError: () => setNotice({ text: t('sessions.failed'), error: true }),
    onSettled: (_, __, what) => {
      setPending(null)
      if (what.kind !== 'all') return queryClient.invalidateQueries({ queryKey: sessionKeys.all })
    },
  })

  const question =
    pending === null
      ? null
      : pending.kind === 'one'
        ? t('sessions.confirmOne', { device: deviceOf(pending.session) })
        : t(pending.kind === 'others' ? 'sessions.confirmOthers' : 'sessions.confirmAll')

  return (
    <Box {...pageColumn(960)} px="4" py="8" data-testid="sessions-page">
      <Heading as="h1" size="xl" mb="2" ref={heading} tabIndex={-1} outline="none">
        {t('sessions.title')}
      </Heading>
      <Text color="gray.600" mb="6">
        {t('sessions.intro')}
      </Text>
      <Box
        role="status"
        aria-live="polite"
        minHeight="6"
        mb="2"
        data-testid="sessions-notice"
        color={notice?.error ? 'red.700' : 'green.700'}
      >
        {notice?.text}
      </Box>
      {/* Below 1024 px each device is a card (components/stacked-table.ts): nothing scrolls sideways. */}
      <Box overflowX="auto" data-testid="sessions-table-scroll">
        <Table.Root size="sm" variant="outline" css={STACKED_BELOW_LG} data-testid="sessions-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('sessions.device')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('sessions.createdAt')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('sessions.lastUsedAt')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('sessions.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {sessions.map((s) => (
              <Table.Row key={s.id} data-testid="session-row" data-current={s.current ? 'true' : 'false'}>
                <Table.Cell data-stack="title" fontWeight={{ base: 'semibold', lg: 'normal' }} data-testid="session-device">
                  <HStack gap="2" wrap="wrap">
                    <Text as="span">{deviceOf(s)}</Text>
                    {s.current && (
                      <Badge colorPalette="green" data-testid="session-current">
                        {t('sessions.current')}
                      </Badge>
                    )}
                  </HStack>
                </Table.Cell>
                <Table.Cell data-label={t('sessions.createdAt')} data-testid="session-created">
                  {when(s.createdAt)}
                </Table.Cell>
                <Table.Cell data-label={t('sessions.lastUsedAt')} data-testid="session-last-used">
                  {when(s.lastUsedAt)}
                </Table.Cell>
                <Table.Cell>
                  {!s.current && (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      data-testid="session-revoke"
                      aria-label={t('sessions.revokeLabel', { device: deviceOf(s), time: when(s.createdAt) })}
                      onClick={() => setPending({ kind: 'one', session: s })}
                    >
                      {t('sessions.revoke')}
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {others.length === 0 && (
        <Text color="gray.600" mt="3" data-testid="sessions-empty">
          {t('sessions.empty')}
        </Text>
      )}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="6">
        <Button
          variant="outline"
          disabled={others.length === 0}
          data-testid="sessions-revoke-others"
          onClick={() => setPending({ kind: 'others' })}
        >
          {t('sessions.revokeOthers')}
        </Button>
        <Button colorPalette="red" data-testid="sessions-logout-everywhere" onClick={() => setPending({ kind: 'all' })}>
          {t('sessions.logoutEverywhere')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={question !== null}
        title={t('sessions.confirmTitle')}
        text={question ?? ''}
        confirmLabel={t('sessions.confirm')}
        cancelLabel={t('sessions.cancel')}
        testId="sessions-confirm"
        busy={signOut.isPending}
        onCancel={() => setPending(null)}
        finalFocus={focusAfterSignOut.finalFocus}
        onConfirm={() => pending && signOut.mutate(pending)}
      />
    </Box>
  )
}
