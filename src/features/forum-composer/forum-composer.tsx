// The question composer (/AddForumPost), run by machines/forum-post-composer.ts: the title with its counter, the
// module, the rich text (a lazy chunk) with its count, save and cancel. The page (forum-composer-page.tsx) hands it
// the session's customer, the modules and where to go; the calls are src/api/queries/forum-composer-queries.ts.
import { Box, Button, Heading, HStack, Input, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { lazyWithPreload } from 'react-lazy-with-preload'
import { fromPromise } from 'xstate'
import { FORUM_TITLE_MAX_LENGTH } from '../../../domain/forum-rules'
import {
  draftOf,
  forumPostComposerMachine,
  type ComposerPost,
  type ComposerSaveRequest,
  type ForumPostComposerContext,
} from '../../../machines/forum-post-composer'
import {
  forumComposerPostOptions,
  moduleValue,
  saveForumPost,
  uploadForumImage,
  type ForumModule,
} from '../../api/queries/forum-composer-queries'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { stateKeyOf } from '../../components/state-key'
import { forgetDraft, readDraft, writeDraft } from './composer-draft'
import { composerImageOf } from './composer-image'
import type { RichTextHandle } from './rich-text-editor'
import { useComposerTranslation } from './use-composer-translation'
import { BusyButton } from '../../components/busy-button'
import { pageColumn } from '../../components/layout-sizes'
import { preloadCode } from '../../components/load-ahead'

const RichTextEditor = lazyWithPreload(() => import('./rich-text-editor'))

/** Starts loading the editor's code (the page asks for it while its texts and modules load, so that the editor
 *  renders without suspending: docs/decisions.md, "Lazy code loads before it shows"). */
export const preloadRichTextEditor = preloadCode(RichTextEditor)

export interface ForumComposerProps {
  /** The customer's id; null when logged out. */
  customerId: string | null
  /** The question to edit; null for a new one. */
  postId: string | null
  /** A module to preselect for a new question. */
  moduleId?: string
  modules: ForumModule[]
  /** Saved: open the question's page. */
  onOpenPost: (id: string) => void
  /** Remember this page and open the login. */
  onLogin: () => void
  /** Go back to the forum (or where a held navigation was going). */
  onLeave: () => void
  /** Whether a navigation away should be held now (something unsaved is on the form). */
  onBlockingChange?: (blocking: boolean) => void
  /** A navigation away held until the customer answers (the page's router blocker). */
  heldNavigation?: { proceed: () => void; reset: () => void } | null
}

export function ForumComposer(props: ForumComposerProps): React.JSX.Element {
  const { t } = useComposerTranslation()
  const queryClient = useQueryClient()
  const { customerId, postId } = props
  const [draft] = useState(() => readDraft(customerId, postId))
  const propsRef = useRef(props)
  useEffect(() => {
    propsRef.current = props
  })
  const editorRef = useRef<RichTextHandle | null>(null)
  const machine = useMemo(
    () =>
      forumPostComposerMachine.provide({
        actors: {
          loadPost: fromPromise<ComposerPost, string>(({ input }) => queryClient.fetchQuery(forumComposerPostOptions(input))),
          savePost: fromPromise<{ id: string }, ComposerSaveRequest>(({ input }) => saveForumPost(input.postId, input.body)),
          uploadImage: fromPromise<{ url: string }, File>(({ input }) => uploadForumImage(input)),
        },
        actions: {
          storeDraft: (_, params) => writeDraft(customerId, postId, params.draft),
          clearDraft: () => forgetDraft(customerId, postId),
          insertImage: (_, params) => editorRef.current?.insertImage(params.url),
          openPost: (_, params) => {
            void queryClient.invalidateQueries({ queryKey: ['forum'] })
            propsRef.current.onOpenPost(params.id)
          },
          requestLogin: () => propsRef.current.onLogin(),
          leave: () => {
            const held = propsRef.current.heldNavigation
            if (held) held.proceed()
            else propsRef.current.onLeave()
          },
        },
      }),
    [queryClient, customerId, postId],
  )
  const [snapshot, send, actorRef] = useMachine(machine, {
    input: { customerId, postId, draft, moduleId: props.moduleId },
  })

  // A navigation away (a link, back) is held by the page: the machine asks when something is unsaved.
  const held = props.heldNavigation
  useEffect(() => {
    if (held) actorRef.send({ type: 'compose.leave' })
  }, [held, actorRef])
  // Leaving the page some other way (a 600 answered elsewhere, the tab closed): what was typed is kept.
  useEffect(
    () => () => {
      const last = actorRef.getSnapshot()
      if (last.status === 'active' && last.context.dirty && !last.matches('confirmingLeave')) {
        writeDraft(customerId, postId, draftOf(last.context))
      }
    },
    [actorRef, customerId, postId],
  )

  const blocking = snapshot.context.dirty && (snapshot.matches('editing') || snapshot.matches('confirmingLeave'))
  useEffect(() => {
    propsRef.current.onBlockingChange?.(blocking)
  }, [blocking])

  const state = stateKeyOf(snapshot)
  const context = snapshot.context
  const editing = snapshot.matches('editing') || snapshot.matches('saving') || snapshot.matches('confirmingLeave')
  const heading = postId === null ? t('forumComposer.headingNew') : t('forumComposer.headingEdit')

  return (
    <Box {...pageColumn(960)} px={{ base: '3', md: '6' }} py="6" data-testid="forum-composer" data-machine-state={state}>
      <Heading as="h1" size="xl" mb="4">
        {heading}
      </Heading>
      {snapshot.matches('loading') && (
        <Text role="status" data-testid="composer-loading">
          {t('forumComposer.loading')}
        </Text>
      )}
      {snapshot.matches('loadFailed') && (
        <Stack gap="3" align="flex-start">
          <Notice tone="error" role="alert" testId="composer-load-error">
            {context.message}
          </Notice>
          <Button onClick={() => send({ type: 'post.reload' })} data-testid="composer-retry">
            {t('forumComposer.retry')}
          </Button>
        </Stack>
      )}
      {snapshot.matches('forbidden') && (
        <Stack gap="3" align="flex-start">
          <Notice tone="error" role="alert" testId="composer-forbidden">
            {t('forumComposer.forbidden')}
          </Notice>
          <Button variant="outline" onClick={() => props.onLeave()}>
            {t('forumComposer.backToForum')}
          </Button>
        </Stack>
      )}
      {snapshot.matches('loginRequired') && (
        <Text role="status" data-testid="composer-login-required">
          {t('forumComposer.loginRequired')}
        </Text>
      )}
      {snapshot.matches('saved') && (
        <Notice tone="success" role="status" testId="composer-saved">
          {postId === null ? t('forumComposer.posted') : t('forumComposer.saved')}
        </Notice>
      )}
      {editing && (
        <ComposerForm snapshotState={state} context={context} draftRestored={draft !== null} send={send} editorRef={editorRef} {...props} />
      )}
      <ConfirmDialog
        open={snapshot.matches('confirmingLeave')}
        title={t('forumComposer.leaveTitle')}
        text={t('forumComposer.leaveText')}
        confirmLabel={t('forumComposer.leaveConfirm')}
        cancelLabel={t('forumComposer.leaveStay')}
        busy={false}
        testId="composer-leave"
        onConfirm={() => send({ type: 'leave.confirm' })}
        onCancel={() => {
          propsRef.current.heldNavigation?.reset()
          send({ type: 'leave.cancel' })
        }}
      />
    </Box>
  )
}

type Send = ReturnType<typeof useMachine<typeof forumPostComposerMachine>>[1]

interface FormProps extends ForumComposerProps {
  snapshotState: string
  context: ForumPostComposerContext
  draftRestored: boolean
  send: Send
  editorRef: React.RefObject<RichTextHandle | null>
}

function ComposerForm({ snapshotState, context, draftRestored, send, editorRef, modules, postId }: FormProps): React.JSX.Element {
  const { t } = useComposerTranslation()
  const saving = snapshotState === 'saving'
  const uploading = snapshotState === 'editing.uploading'
  const errors = context.errors
  const errorText = (field: keyof typeof errors): string | undefined => {
    const code = errors[field]
    return code ? t(`forumComposer.errors.${code}`) : undefined
  }
  // The text as it was when editing began: the editor owns it afterwards.
  const [initialContent] = useState(context.content)
  const onReady = useCallback(
    (handle: RichTextHandle) => {
      editorRef.current = handle
    },
    [editorRef],
  )
  const imageNote =
    snapshotState === 'editing.imageRefused' && context.imageRefusal !== ''
      ? t(`forumComposer.imageRefusals.${context.imageRefusal}`)
      : snapshotState === 'editing.imageFailed'
        ? context.message
        : undefined
  const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(' ') || undefined

  return (
    <chakra.form
      noValidate
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault()
        send({ type: 'post.submit' })
      }}
      data-testid="composer-form"
    >
      <Stack gap="5">
        {draftRestored && (
          <Text fontSize="sm" color="fg.muted" data-testid="composer-draft-restored">
            {t('forumComposer.draftRestored')}
          </Text>
        )}
        {snapshotState === 'editing.refused' && (
          <Notice tone="error" role="alert" testId="composer-refused">
            {context.message}
          </Notice>
        )}
        <Stack gap="1">
          <chakra.label htmlFor="composer-title" fontWeight="medium">
            {t('forumComposer.titleLabel')}
          </chakra.label>
          <Input
            id="composer-title"
            value={context.title}
            maxLength={FORUM_TITLE_MAX_LENGTH}
            placeholder={t('forumComposer.titlePlaceholder')}
            required
            readOnly={saving}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={describedBy(errors.title && 'composer-title-error', 'composer-title-counter')}
            data-testid="composer-title"
            onChange={(event) => send({ type: 'title.change', value: event.target.value })}
          />
          <HStack justify="space-between" align="flex-start">
            <FieldError id="composer-title-error" text={errorText('title')} />
            <Text id="composer-title-counter" fontSize="sm" color="fg.muted" ms="auto" data-testid="composer-title-counter">
              {t('forumComposer.titleCounter', { count: context.title.length, max: FORUM_TITLE_MAX_LENGTH })}
            </Text>
          </HStack>
        </Stack>
        <Stack gap="1">
          <chakra.label htmlFor="composer-module" fontWeight="medium">
            {t('forumComposer.moduleLabel')}
          </chakra.label>
          <NativeSelect.Root size="md" disabled={saving} maxWidth={{ md: '24rem' }}>
            <NativeSelect.Field
              id="composer-module"
              value={context.moduleId}
              aria-required="true"
              aria-invalid={errors.module ? true : undefined}
              aria-describedby={describedBy(errors.module && 'composer-module-error')}
              data-testid="composer-module"
              onChange={(event) => send({ type: 'module.pick', moduleId: event.target.value })}
            >
              <option value="">{t('forumComposer.modulePlaceholder')}</option>
              {modules.map((module) => (
                <option key={module.fid} value={moduleValue(module)}>
                  {module.forummoduleTitle}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <FieldError id="composer-module-error" text={errorText('module')} />
        </Stack>
        <Stack gap="1">
          <Text id="composer-content-label" fontWeight="medium">
            {t('forumComposer.contentLabel')}
          </Text>
          <Suspense fallback={<Text role="status">{t('forumComposer.contentLoading')}</Text>}>
            <RichTextEditor
              initialContent={initialContent}
              editable={!saving}
              labelledBy="composer-content-label"
              describedBy={describedBy(
                errors.content && 'composer-content-error',
                imageNote && 'composer-image-note',
                'composer-content-counter',
              )}
              invalid={Boolean(errors.content)}
              canPickImage={!uploading}
              onChange={(html, text) => send({ type: 'content.change', html, text })}
              onPickImage={(file) => void composerImageOf(file).then((image) => send({ type: 'image.pick', image }))}
              onReady={onReady}
            />
          </Suspense>
          <HStack justify="space-between" align="flex-start">
            <Stack gap="1">
              <FieldError id="composer-content-error" text={errorText('content')} />
              {uploading && (
                <Text role="status" fontSize="sm" data-testid="composer-uploading">
                  {t('forumComposer.uploading')}
                </Text>
              )}
              <FieldError id="composer-image-note" text={imageNote} />
            </Stack>
            <Text id="composer-content-counter" fontSize="sm" color="fg.muted" ms="auto" data-testid="composer-content-counter">
              {t('forumComposer.contentCounter', { count: context.contentText })}
            </Text>
          </HStack>
        </Stack>
        <HStack gap="3" justify={{ base: 'stretch', md: 'flex-end' }}>
          <Button variant="outline" onClick={() => send({ type: 'compose.leave' })} disabled={saving} data-testid="composer-cancel">
            {t('forumComposer.cancel')}
          </Button>
          <BusyButton
            type="submit"
            colorPalette="blue"
            loading={saving}
            loadingText={t('forumComposer.saving')}
            disabled={uploading}
            data-testid="composer-submit"
          >
            {postId === null ? t('forumComposer.submitNew') : t('forumComposer.submitEdit')}
          </BusyButton>
        </HStack>
      </Stack>
    </chakra.form>
  )
}

/** An error under its field: announced when it appears, and the field's aria-describedby names its id. */
function FieldError({ id, text }: { id: string; text: string | undefined }): React.JSX.Element | null {
  if (!text) return null
  return (
    <Text id={id} role="alert" fontSize="sm" color="red.700" data-testid={id}>
      {text}
    </Text>
  )
}

/** A message box (Chakra's Alert would bring its status icons into a chunk Home shares). */
function Notice({
  tone,
  role,
  testId,
  children,
}: {
  tone: 'error' | 'success'
  role: 'alert' | 'status'
  testId: string
  children: React.ReactNode
}): React.JSX.Element {
  const palette =
    tone === 'error'
      ? { bg: 'red.50', color: 'red.800', borderColor: 'red.300' }
      : { bg: 'green.50', color: 'green.800', borderColor: 'green.300' }
  return (
    <Box role={role} data-testid={testId} borderWidth="1px" borderRadius="md" px="4" py="3" fontWeight="medium" {...palette}>
      {children}
    </Box>
  )
}
