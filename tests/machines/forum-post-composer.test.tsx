import { ChakraProvider } from '@chakra-ui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor, type EventObject } from 'xstate'
import { FORUM_CONTENT_MAX_LENGTH, FORUM_TITLE_MAX_LENGTH } from '../../domain/forum-rules'
import { FEEDBACK_FILE_MAX_BYTES } from '../../domain/limits'
import {
  composerErrors,
  draftOf,
  forumPostComposerMachine,
  saveRequest,
  withImage,
  type ComposerImage,
  type ComposerPost,
  type ComposerSaveRequest,
} from '../../machines/forum-post-composer'
import { draftKey } from '../../src/features/forum-composer/composer-draft'
import { ForumComposer } from '../../src/features/forum-composer/forum-composer'
import { loadForumComposerTexts } from '../../src/i18n/forum-composer-texts'
import { i18n } from '../../src/i18n/i18n'
import { storage } from '../../src/storage/storage'
import { appSystem } from '../../src/theme/app-system'
import { collectedPaths } from '../harness/collected-paths'
import { CoverageRecorder } from '../harness/coverage'
import { executePath, testMachinePaths, type HarnessContext, type MachineAdapter } from '../harness/execute'
import { doneEvent, machineShape, replayPath } from '../../tools/machine-model/paths'
import {
  COMPOSER_INPUTS,
  COMPOSER_SAMPLES,
  composerContextKey,
  contentChange,
  IMAGES,
  IMAGE_URL,
  imagePick,
  MODULE_ID,
  modulePick,
  OWN_POST,
  REFUSALS,
  SAVED,
  SOME_CONTENT,
  titleChange,
} from '../../tools/machine-model/samples/forum-post-composer'
import { errorEvent } from '../../tools/machine-model/paths'
import { ComposerSpec, composerScenarios, IMAGE_NOTES, type ComposerStep, type SpecDraft, type SpecInput } from './forum-post-composer-spec'
import { refusesPress } from '../support/refuses-press'

// The generated paths come from machines/forum-post-composer.ts; what each step must show comes from ComposerSpec
// (tests/machines/forum-post-composer-spec.ts, written from portal.md, the issue and domain/forum-rules.ts), never
// from the machine's snapshot. The shipped ForumComposer runs as /AddForumPost uses it; its calls
// (src/api/queries/forum-composer-queries.ts) are replaced by calls the test answers.

type CallName = 'loadPost' | 'savePost' | 'uploadImage'
interface PendingCall {
  call: CallName
  input: unknown
  settled: boolean
  resolve: (output: unknown) => void
  reject: (error: unknown) => void
}

const api = vi.hoisted(() => ({ calls: [] as PendingCall[] }))

vi.mock('../../src/api/queries/forum-composer-queries', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/api/queries/forum-composer-queries')>()
  const pending = (call: CallName, input: unknown) =>
    new Promise((resolve, reject) => {
      api.calls.push({ call, input, settled: false, resolve, reject })
    })
  return {
    ...original,
    forumComposerPostOptions: (id: string) => ({
      queryKey: ['forum', 'composer', 'post', id, api.calls.length],
      queryFn: () => pending('loadPost', id),
      retry: false,
    }),
    saveForumPost: (postId: string | null, body: unknown) => pending('savePost', { postId, body }),
    uploadForumImage: (file: File) => pending('uploadImage', file.name),
  }
})

const MODULES = [
  { fid: 'f-1', biboId: MODULE_ID, forummoduleTitle: 'CAD 与制图' },
  { fid: 'f-2', biboId: 'mod-gis', forummoduleTitle: 'GIS 数据' },
]
const spies = { onOpenPost: vi.fn(), onLogin: vi.fn(), onLeave: vi.fn() }

beforeAll(async () => {
  // ProseMirror scrolls the selection into view; jsdom lays nothing out.
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList
  Range.prototype.getBoundingClientRect ??= () => new DOMRect()
  await i18n.changeLanguage('zh-CN')
  await loadForumComposerTexts()
  // The editor is a lazy chunk: loaded once here, so each path renders it without waiting on the module loader.
  await import('../../src/features/forum-composer/rich-text-editor')
})

async function flush(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

/** Renders the composer as /AddForumPost does for this input, with its draft (if any) in storage. */
export async function renderComposer(input: SpecInput): Promise<void> {
  api.calls.length = 0
  storage.clear()
  for (const spy of Object.values(spies)) spy.mockReset()
  if (input.draft && input.customerId) storage.set(draftKey(input.customerId, input.postId), { ...input.draft })
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <ChakraProvider value={appSystem}>
          <ForumComposer
            customerId={input.customerId}
            postId={input.postId}
            moduleId={input.moduleId}
            modules={MODULES}
            onOpenPost={spies.onOpenPost}
            onLogin={spies.onLogin}
            onLeave={spies.onLeave}
          />
        </ChakraProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  )
  await act(flush)
}

/** The editor appears once its lazy chunk resolves. */
async function waitForEditor(): Promise<void> {
  for (let i = 0; i < 50 && screen.queryByTestId('forum-composer')?.querySelector('[data-testid="composer-form"]'); i++) {
    if (screen.queryByTestId('composer-content')) return
    await act(flush)
  }
}

export const root = (): HTMLElement => screen.getByTestId('forum-composer')
const editorDom = (): HTMLElement & { editor: { commands: { setContent: (html: string, options: object) => boolean } } } =>
  screen.getByTestId('composer-content') as never

/**
 * Types the title. Typing the text it already holds is a keystroke and its undo (React reports no change when the
 * value stays the same); a trailing space changes neither the trimmed title nor what the form would accept.
 */
export function typeTitle(value: string): void {
  const field = screen.getByTestId<HTMLInputElement>('composer-title')
  if (field.value === value) fireEvent.change(field, { target: { value: `${value} ` } })
  fireEvent.change(field, { target: { value } })
}

export function setContent(html: string): void {
  editorDom().editor.commands.setContent(html, { emitUpdate: true })
}

export async function pickFile(file: File): Promise<void> {
  fireEvent.change(screen.getByTestId('composer-image-input'), { target: { files: [file] } })
  // The first bytes are read before the machine hears of it.
  for (let i = 0; i < 5; i++) await flush()
}

const stripped = (html: string) => ({ text: html.replace(/<[^>]*>/g, ''), images: (html.match(/<img /g) ?? []).length })
const normalDraft = (draft: SpecDraft | null) => draft && { title: draft.title, moduleId: draft.moduleId, ...stripped(draft.content) }

export function latestCall(call: CallName): PendingCall {
  const found = api.calls.filter((each) => each.call === call && !each.settled).at(-1)
  if (!found) throw new Error(`No running ${call} call`)
  found.settled = true
  return found
}

/** What the specification says the customer sees now, checked on the rendered composer. */
export function expectShown(spec: ComposerSpec): void {
  const form = screen.queryByTestId('composer-form')
  const where = `(${spec.view})`
  expect(normalDraft(storage.get<SpecDraft>(draftKey(spec.customerId ?? '-', spec.postId))), `stored draft ${where}`).toEqual(
    normalDraft(spec.stored),
  )
  const sent = api.calls.filter((call) => call.call === 'savePost').map((call) => call.input as ComposerSpec['sent'][number])
  expect(
    sent.map((each) => ({ ...each, body: { ...each.body, postContent: stripped(each.body.postContent) } })),
    'sent',
  ).toEqual(spec.sent.map((each) => ({ ...each, body: { ...each.body, postContent: stripped(each.body.postContent) } })))
  expect(api.calls.filter((call) => call.call === 'uploadImage').length, 'uploads').toBe(spec.uploads)
  expect(
    api.calls.filter((call) => call.call === 'loadPost').every((call) => call.input === spec.postId),
    'the question loaded is the one being edited',
  ).toBe(true)
  expect(spies.onLogin.mock.calls.length, 'login opened').toBe(spec.logins)
  expect(
    spies.onOpenPost.mock.calls.map(([id]) => id),
    'question opened',
  ).toEqual(spec.opened)
  expect(spies.onLeave.mock.calls.length, 'left').toBe(spec.leaves)
  expect(screen.queryByTestId('composer-loading') !== null, `loading ${where}`).toBe(spec.view === 'loading')
  expect(screen.queryByTestId('composer-load-error')?.textContent ?? null, `load error ${where}`).toBe(
    spec.view === 'loadFailed' ? spec.loadError : null,
  )
  expect(screen.queryByTestId('composer-forbidden')?.textContent ?? null).toBe(
    spec.view === 'forbidden' ? '只有作者可以编辑这个问题' : null,
  )
  expect(screen.queryByTestId('composer-login-required') !== null, `login note ${where}`).toBe(spec.view === 'login')
  expect(screen.queryByTestId('composer-saved')?.textContent ?? null, `success ${where}`).toBe(spec.view === 'saved' ? spec.success : null)
  const showsForm = ['form', 'saving', 'confirm'].includes(spec.view)
  expect(form !== null, `form shown ${where}`).toBe(showsForm)
  // A closing dialog stays in the document (closed) until its exit animation ends.
  expect(screen.queryByTestId('composer-leave')?.dataset.state === 'open', `leave question ${where}`).toBe(spec.view === 'confirm')
  if (!showsForm) return
  const title = screen.getByTestId<HTMLInputElement>('composer-title')
  expect(title.value, 'title').toBe(spec.title)
  expect(title.maxLength).toBe(FORUM_TITLE_MAX_LENGTH)
  expect(screen.getByTestId('composer-title-counter').textContent).toBe(`${spec.title.length} / ${FORUM_TITLE_MAX_LENGTH}`)
  expect(screen.getByTestId<HTMLSelectElement>('composer-module').value, 'module').toBe(spec.moduleId)
  expect(screen.getByTestId('composer-content-counter').textContent, 'content count').toBe(`已输入 ${spec.text} 字`)
  const fields = {
    title: title as HTMLElement,
    module: screen.getByTestId('composer-module'),
    content: screen.queryByTestId('composer-content'),
  }
  for (const [name, field] of Object.entries(fields) as Array<[keyof typeof fields, HTMLElement | null]>) {
    const error = screen.queryByTestId(`composer-${name}-error`)
    expect(error?.textContent ?? null, `${name} error ${where}`).toBe(spec.errors[name] ?? null)
    if (!field) continue
    expect(field.getAttribute('aria-invalid'), `${name} aria-invalid`).toBe(spec.errors[name] ? 'true' : null)
    if (error) {
      expect(error.getAttribute('role'), 'announced').toBe('alert')
      expect(field.getAttribute('aria-describedby')?.split(' '), `${name} described by its error`).toContain(error.id)
    }
  }
  expect(screen.queryByTestId('composer-refused')?.textContent ?? null, `refusal ${where}`).toBe(spec.refusal)
  expect(screen.queryByTestId('composer-image-note')?.textContent ?? null, `image note ${where}`).toBe(spec.imageNote)
  expect(screen.queryByTestId('composer-uploading') !== null, `uploading ${where}`).toBe(spec.uploading)
  const submit = screen.getByTestId<HTMLButtonElement>('composer-submit')
  expect(refusesPress(submit), `submit disabled ${where}`).toBe(spec.view === 'saving' || spec.uploading)
  expect(submit.textContent).toContain(spec.view === 'saving' ? '正在保存…' : spec.postId === null ? '发布' : '保存修改')
  expect(screen.getByTestId<HTMLInputElement>('composer-title').readOnly, 'read-only while saving').toBe(spec.view === 'saving')
  if (fields.content) expect(fields.content.getAttribute('contenteditable')).toBe(spec.view === 'saving' ? 'false' : 'true')
}

function specStepOf(step: HarnessContext['stepsSoFar'][number]): ComposerStep {
  const event = step.event as EventObject & Record<string, unknown>
  const call = step.invoke?.id as CallName
  if (step.kind === 'actor.done') return { type: 'reply', call, output: event.output }
  if (step.kind === 'actor.error') return { type: 'fail', call, error: event.error }
  switch (event.type) {
    case 'title.change':
      return { type: 'title', value: event.value as string }
    case 'content.change':
      return { type: 'content', html: event.html as string, text: event.text as number }
    case 'module.pick':
      return { type: 'module', moduleId: event.moduleId as string }
    case 'image.pick': {
      const image = event.image as { size: number; kind: string | null }
      return { type: 'image', size: image.size, isImage: image.kind !== null }
    }
    case 'post.submit':
      return { type: 'submit' }
    case 'draft.flush':
      return { type: 'pause' }
    case 'compose.leave':
      return { type: 'leave' }
    case 'leave.confirm':
      return { type: 'confirmLeave' }
    case 'leave.cancel':
      return { type: 'stay' }
    default:
      return { type: 'reload' }
  }
}

export function adapterFor(input: SpecInput): MachineAdapter<typeof forumPostComposerMachine> {
  let spec = new ComposerSpec(input)
  let seen = 0
  const specFor = (ctx: HarnessContext): ComposerSpec => {
    for (const step of ctx.stepsSoFar.slice(seen)) spec.apply(specStepOf(step))
    seen = ctx.stepsSoFar.length
    return spec
  }
  const settleAndWait = async (call: CallName, settle: (pending: PendingCall) => void) => {
    settle(latestCall(call))
    await flush()
    await waitForEditor()
  }
  return {
    input,
    samples: COMPOSER_SAMPLES,
    contextKey: composerContextKey,
    render: async () => {
      spec = new ComposerSpec(input)
      seen = 0
      await renderComposer(input)
      await waitForEditor()
    },
    events: {
      'title.change': (event) => typeTitle(event.value),
      'content.change': (event) => setContent(event.html),
      'module.pick': (event) => {
        fireEvent.change(screen.getByTestId('composer-module'), { target: { value: event.moduleId } })
      },
      'image.pick': (event) => pickFile(event.image.file),
      'post.submit': () => {
        fireEvent.click(screen.getByTestId('composer-submit'))
      },
      'post.reload': () => {
        fireEvent.click(screen.getByTestId('composer-retry'))
      },
      // Typing pauses: the draft timer runs out.
      'draft.flush': () => {
        vi.advanceTimersByTime(forumPostComposerMachine.implementations.delays.draftDebounce as number)
      },
      'compose.leave': () => {
        fireEvent.click(screen.getByTestId('composer-cancel'))
      },
      'leave.confirm': () => {
        fireEvent.click(screen.getByTestId('composer-leave-ok'))
      },
      'leave.cancel': () => {
        fireEvent.click(screen.getByTestId('composer-leave-cancel'))
      },
    },
    settle: Object.fromEntries(
      (['loadPost', 'savePost', 'uploadImage'] as const).map((call) => [
        call,
        {
          done: (output: unknown) => settleAndWait(call, (pending) => pending.resolve(output)),
          error: (error: unknown) => settleAndWait(call, (pending) => pending.reject(error)),
        },
      ]),
    ),
    readState: () => root().dataset.machineState,
    // Every state is judged by the specification alone.
    states: { '*': (ctx) => expectShown(specFor(ctx)) },
  }
}

afterEach(() => {
  cleanup()
  storage.clear()
})

describe('forum post composer machine outside the UI', () => {
  it('has the draft pause as a named delay', () => {
    expect(forumPostComposerMachine.implementations.delays.draftDebounce).toBe(600)
  })

  it('refuses, in form order, a blank title, no module, no content, and content over the bound', () => {
    const base = { title: ' t ', content: '<p>x</p>', contentText: 1, moduleId: MODULE_ID }
    expect(composerErrors(base)).toEqual({})
    expect(Object.keys(composerErrors({ title: '  ', content: '<p></p>', contentText: 0, moduleId: '' }))).toEqual([
      'title',
      'module',
      'content',
    ])
    expect(composerErrors({ ...base, title: '  ', content: '<p></p>', contentText: 0, moduleId: '' })).toEqual({
      title: 'titleRequired',
      module: 'moduleRequired',
      content: 'contentRequired',
    })
    expect(composerErrors({ ...base, content: '<p><img src="/a"></p>', contentText: 0 })).toEqual({})
    expect(composerErrors({ ...base, content: '<p><IMG  src="/a"></p>', contentText: 0 })).toEqual({})
    expect(composerErrors({ ...base, content: '<p>imgsrc</p>', contentText: 0 })).toEqual({ content: 'contentRequired' })
    const long = `<p>${'字'.repeat(FORUM_CONTENT_MAX_LENGTH - 7)}</p>`
    expect(long.length).toBe(FORUM_CONTENT_MAX_LENGTH)
    expect(composerErrors({ ...base, content: long })).toEqual({})
    expect(composerErrors({ ...base, content: `${long}x` })).toEqual({ content: 'contentTooLong' })
  })

  it('sends the trimmed title within its bound, the HTML and the module; keeps the draft as typed', () => {
    const context = { postId: 'post-7', title: `  ${'题'.repeat(FORUM_TITLE_MAX_LENGTH + 5)}  `, content: '<p>a</p>', moduleId: MODULE_ID }
    expect(saveRequest(context)).toEqual({
      postId: 'post-7',
      body: { postTitle: '题'.repeat(FORUM_TITLE_MAX_LENGTH), postContent: '<p>a</p>', postBiboid: MODULE_ID },
    })
    expect(draftOf(context)).toEqual({ title: context.title, content: '<p>a</p>', moduleId: MODULE_ID })
    expect(withImage('<p>a</p>', '/i/"x"')).toBe('<p>a</p><img src="/i/&quot;x&quot;">')
  })

  it('starts from the input: a draft wins and counts as a change, a module preselects, nothing else is set', () => {
    const start = (input: SpecInput) => createActor(forumPostComposerMachine, { input }).start().getSnapshot()
    expect(start(COMPOSER_INPUTS.fresh).context).toEqual({
      customerId: 'cust-1',
      postId: null,
      title: '',
      content: '',
      contentText: 0,
      moduleId: '',
      dirty: false,
      errors: {},
      imageRefusal: '',
      message: '',
      savedId: '',
    })
    const restored = start({ ...COMPOSER_INPUTS.restored, moduleId: 'mod-gis' })
    expect(restored.context).toMatchObject({
      title: '草稿标题',
      content: SOME_CONTENT.html,
      contentText: 7,
      moduleId: 'mod-gis',
      dirty: true,
    })
    expect(
      start({ ...COMPOSER_INPUTS.restored, draft: { ...COMPOSER_INPUTS.restored.draft, moduleId: 'mod-x' }, moduleId: 'mod-gis' }).context
        .moduleId,
    ).toBe('mod-x')
    expect(start(COMPOSER_INPUTS.withModule).context.moduleId).toBe(MODULE_ID)
  })

  it('loads the question into the form, keeps a draft over it, and takes a missing text as empty', async () => {
    const load = (post: typeof OWN_POST, draft: SpecDraft | null) =>
      waitFor(
        createActor(forumPostComposerMachine.provide({ actors: { loadPost: fromPromise(async () => post) } }), {
          input: { ...COMPOSER_INPUTS.editing, draft },
        }).start(),
        (snapshot) => snapshot.matches('editing'),
      )
    expect((await load(OWN_POST, null)).context).toMatchObject({
      title: OWN_POST.postTitle,
      content: OWN_POST.postContent,
      contentText: 17,
      moduleId: MODULE_ID,
      dirty: false,
    })
    expect((await load({ ...OWN_POST, postContent: null, postBiboid: undefined }, null)).context).toMatchObject({
      content: '',
      contentText: 0,
      moduleId: '',
    })
    const draft = { title: '草稿', content: '<p>b</p>', moduleId: '' }
    expect((await load(OWN_POST, draft)).context).toMatchObject({ title: '草稿', content: '<p>b</p>', moduleId: '' })
  })

  it('names the saved question and the success message; a 600 is the only error that asks for the login', async () => {
    const run = async (input: SpecInput, save: () => Promise<{ id: string }>) => {
      const stored: unknown[] = []
      const actor = createActor(
        forumPostComposerMachine.provide({
          actors: { loadPost: fromPromise(async () => OWN_POST), savePost: fromPromise(save) },
          actions: { storeDraft: (_, params) => stored.push(params.draft) },
        }),
        { input },
      ).start()
      await waitFor(actor, (snapshot) => snapshot.matches('editing'))
      actor.send({ type: 'title.change', value: '标题' })
      actor.send({ type: 'module.pick', moduleId: MODULE_ID })
      actor.send({ type: 'content.change', html: '<p>x</p>', text: 1 })
      actor.send({ type: 'post.submit' })
      return { snapshot: await waitFor(actor, (snapshot) => !snapshot.matches('saving')), stored }
    }
    expect((await run(COMPOSER_INPUTS.fresh, async () => SAVED)).snapshot.context).toMatchObject({ savedId: 'post-9', message: '发布成功' })
    expect((await run(COMPOSER_INPUTS.editing, async () => ({ id: 'post-7' }))).snapshot.context).toMatchObject({
      savedId: 'post-7',
      message: '修改成功',
    })
    const refused = await run(COMPOSER_INPUTS.fresh, async () => Promise.reject({ code: 429, msg: '发布过于频繁，请稍后再试' }))
    expect(refused.snapshot.value).toEqual({ editing: 'refused' })
    expect(refused.snapshot.context.message).toBe('发布过于频繁，请稍后再试')
    const ended = await run(COMPOSER_INPUTS.fresh, async () => Promise.reject(REFUSALS.sessionEnded))
    expect(ended.snapshot.value).toBe('loginRequired')
    expect(ended.stored).toEqual([{ title: '标题', content: '<p>x</p>', moduleId: MODULE_ID }])
    const odd = await run(COMPOSER_INPUTS.fresh, async () => Promise.reject(null))
    expect(odd.snapshot.value).toEqual({ editing: 'refused' })
    const nothing = await run(COMPOSER_INPUTS.fresh, async () => Promise.reject(undefined))
    expect(nothing.snapshot.value).toEqual({ editing: 'refused' })
  })
})

describe('forum post composer: the draft pause, images and the size bound (outside the UI)', () => {
  /** A composer on a simulated clock, recording the drafts it stores and the images it puts into the editor. */
  const composer = (upload: (file: File) => Promise<{ url: string }> = async () => ({ url: IMAGE_URL })) => {
    const clock = new SimulatedClock()
    const stored: unknown[] = []
    const inserted: string[] = []
    const uploads: File[] = []
    const actor = createActor(
      forumPostComposerMachine.provide({
        actors: {
          uploadImage: fromPromise<{ url: string }, File>(({ input }) => {
            uploads.push(input)
            return upload(input)
          }),
        },
        actions: {
          storeDraft: (_, params) => stored.push(params.draft),
          insertImage: (_, params) => inserted.push(params.url),
        },
      }),
      { input: COMPOSER_INPUTS.fresh, clock },
    ).start()
    return { actor, clock, stored, inserted, uploads }
  }
  const image = (size: number, kind: ComposerImage['kind'] = 'png'): ComposerImage => ({ ...IMAGES.png, size, kind })

  it('stores the draft once typing has paused for 600 ms, not before; every change starts the pause again', () => {
    const { actor, clock, stored } = composer()
    actor.send({ type: 'title.change', value: '标' })
    clock.increment(599)
    expect(stored).toEqual([])
    actor.send({ type: 'title.change', value: '标题' })
    clock.increment(599)
    actor.send({ type: 'module.pick', moduleId: MODULE_ID })
    clock.increment(599)
    actor.send({ type: 'content.change', html: '<p>正文</p>', text: 2 })
    clock.increment(599)
    expect(stored).toEqual([])
    clock.increment(1)
    expect(stored).toEqual([{ title: '标题', content: '<p>正文</p>', moduleId: MODULE_ID }])
    clock.increment(10_000)
    expect(stored).toHaveLength(1)
    // Refused fields (the invalid state) keep the same pause.
    actor.send({ type: 'title.change', value: ' ' })
    actor.send({ type: 'post.submit' })
    expect(actor.getSnapshot().value).toEqual({ editing: 'invalid' })
    actor.send({ type: 'title.change', value: '  ' })
    clock.increment(599)
    expect(stored).toHaveLength(1)
    clock.increment(1)
    expect(stored.at(-1)).toEqual({ title: '  ', content: '<p>正文</p>', moduleId: MODULE_ID })
  })

  // Every handler of a change, in every state that takes one, restarts the pause: `first` starts a timer, `second`
  // (through the handler named) 300 ms later must cancel it and start its own, so the draft is written once, 600 ms
  // after `second`, with what `second` changed.
  const title = (value: string) => ({ type: 'title.change' as const, value })
  const content = (text: string) => ({ type: 'content.change' as const, html: `<p>${text}</p>`, text: text.length })
  const module = (moduleId: string) => ({ type: 'module.pick' as const, moduleId })
  type Change = ReturnType<typeof title> | ReturnType<typeof content> | ReturnType<typeof module>
  type Composer = ReturnType<typeof composer>
  const emptied = (c: Composer) => c.actor.send({ type: 'post.submit' })
  /** Everything filled but `missing`, then submitted: invalid with one refusal. */
  const allBut = (missing: 'title' | 'content' | 'module') => (c: Composer) => {
    if (missing !== 'title') c.actor.send(title('标题'))
    if (missing !== 'content') c.actor.send(content('正文'))
    if (missing !== 'module') c.actor.send(module(MODULE_ID))
    c.actor.send({ type: 'post.submit' })
  }
  const uploadingAfter = (c: Composer) => c.actor.send({ type: 'image.pick', image: IMAGES.png })
  const never = () => new Promise<{ url: string }>(() => {})
  const pauses: Array<[string, (c: Composer) => void, Change, Change, object]> = [
    ['idle, title', () => {}, title('a'), title('ab'), { editing: 'idle' }],
    ['idle, text', () => {}, title('a'), content('ab'), { editing: 'idle' }],
    ['idle, module', () => {}, title('a'), module('mod-gis'), { editing: 'idle' }],
    ['invalid, title still refused', emptied, content('a'), title('标'), { editing: 'invalid' }],
    ['invalid, text still refused', emptied, title('a'), content('ab'), { editing: 'invalid' }],
    ['invalid, module still refused', emptied, title('a'), module(MODULE_ID), { editing: 'invalid' }],
    ['invalid, title now accepted', allBut('title'), module('mod-gis'), title('标题'), { editing: 'idle' }],
    ['invalid, text now accepted', allBut('content'), title('标题二'), content('ab'), { editing: 'idle' }],
    ['invalid, module now accepted', allBut('module'), title('标题二'), module(MODULE_ID), { editing: 'idle' }],
    ['uploading, title', uploadingAfter, content('a'), title('ab'), { editing: 'uploading' }],
    ['uploading, text', uploadingAfter, title('a'), content('ab'), { editing: 'uploading' }],
    ['uploading, module', uploadingAfter, title('a'), module('mod-gis'), { editing: 'uploading' }],
  ]
  it.each(pauses)('%s: a change restarts the pause, and the draft is written once it has passed', (_, before, first, second, state) => {
    const c = composer(never)
    before(c)
    c.clock.increment(10_000)
    const written = c.stored.length
    c.actor.send(first)
    c.clock.increment(300)
    c.actor.send(second)
    expect(c.actor.getSnapshot().value).toEqual(state)
    c.clock.increment(599)
    expect(c.stored).toHaveLength(written)
    c.clock.increment(1)
    expect(c.stored).toHaveLength(written + 1)
    const draft = c.stored.at(-1) as { title: string; content: string; moduleId: string }
    if (second.type === 'title.change') expect(draft.title).toBe(second.value)
    if (second.type === 'content.change') expect(draft.content).toBe(second.html)
    if (second.type === 'module.pick') expect(draft.moduleId).toBe(second.moduleId)
    c.clock.increment(10_000)
    expect(c.stored).toHaveLength(written + 1)
  })

  it('an image that arrives while the pause runs restarts it: one draft, with the image, 600 ms after it', async () => {
    let arrive: (value: { url: string }) => void = () => {}
    const c = composer(() => new Promise((resolve) => (arrive = resolve)))
    c.actor.send({ type: 'image.pick', image: IMAGES.png })
    c.actor.send(title('有图'))
    c.clock.increment(300)
    arrive({ url: IMAGE_URL })
    await waitFor(c.actor, (snapshot) => snapshot.matches({ editing: 'idle' }))
    c.clock.increment(599)
    expect(c.stored).toEqual([])
    c.clock.increment(1)
    expect(c.stored).toEqual([{ title: '有图', content: `<img src="${IMAGE_URL}">`, moduleId: '' }])
  })

  it('keeps no message or image refusal past the state that shows it (what the inspector and the viewer show)', async () => {
    /** Refuses the first call, leaves the next one running. */
    const refusedOnce = <Output, Input>(error: unknown) => {
      let failed = false
      return fromPromise<Output, Input>(async () => {
        if (!failed) {
          failed = true
          throw error
        }
        return new Promise<never>(() => {})
      })
    }
    const reload = createActor(
      forumPostComposerMachine.provide({ actors: { loadPost: refusedOnce<ComposerPost, string>(REFUSALS.postMissing) } }),
      {
        input: COMPOSER_INPUTS.editing,
      },
    ).start()
    await waitFor(reload, (snapshot) => snapshot.matches('loadFailed'))
    reload.send({ type: 'post.reload' })
    expect(reload.getSnapshot().value).toBe('loading')
    expect(reload.getSnapshot().context.message).toBe('')

    const upload = createActor(
      forumPostComposerMachine.provide({ actors: { uploadImage: refusedOnce<{ url: string }, File>(REFUSALS.badImage) } }),
      {
        input: COMPOSER_INPUTS.fresh,
      },
    ).start()
    upload.send({ type: 'image.pick', image: IMAGES.png })
    await waitFor(upload, (snapshot) => snapshot.matches({ editing: 'imageFailed' }))
    upload.send({ type: 'image.pick', image: IMAGES.png })
    expect(upload.getSnapshot().value).toEqual({ editing: 'uploading' })
    expect(upload.getSnapshot().context.message).toBe('')

    const save = createActor(
      forumPostComposerMachine.provide({ actors: { savePost: refusedOnce<{ id: string }, ComposerSaveRequest>(REFUSALS.postingLimited) } }),
      {
        input: COMPOSER_INPUTS.withModule,
      },
    ).start()
    save.send(title('标题'))
    save.send(content('正文'))
    save.send({ type: 'post.submit' })
    await waitFor(save, (snapshot) => snapshot.matches({ editing: 'refused' }))
    save.send({ type: 'image.pick', image: IMAGES.tooLarge })
    expect(save.getSnapshot().context.imageRefusal).toBe('tooLarge')
    save.send({ type: 'post.submit' })
    expect(save.getSnapshot().value).toBe('saving')
    expect(save.getSnapshot().context).toMatchObject({ message: '', imageRefusal: '' })
  })

  it('takes an image of exactly 5 MB and refuses one byte more, and a file that is not an image by its content', async () => {
    const exact = composer()
    exact.actor.send({ type: 'image.pick', image: image(FEEDBACK_FILE_MAX_BYTES) })
    expect(exact.uploads).toHaveLength(1)
    await waitFor(exact.actor, (snapshot) => snapshot.matches({ editing: 'idle' }))

    const over = composer()
    over.actor.send({ type: 'image.pick', image: image(FEEDBACK_FILE_MAX_BYTES + 1) })
    expect(over.actor.getSnapshot().value).toEqual({ editing: 'imageRefused' })
    expect(over.actor.getSnapshot().context.imageRefusal).toBe('tooLarge')
    expect(over.uploads).toEqual([])

    const text = composer()
    text.actor.send({ type: 'image.pick', image: image(12, null) })
    expect(text.actor.getSnapshot().value).toEqual({ editing: 'imageRefused' })
    expect(text.actor.getSnapshot().context.imageRefusal).toBe('notImage')
    expect(text.uploads).toEqual([])
    // A good image afterwards clears the refusal.
    text.actor.send({ type: 'image.pick', image: IMAGES.png })
    expect(text.actor.getSnapshot().context.imageRefusal).toBe('')
  })

  it('puts the uploaded image into the editor and the text, and stores the draft after the pause', async () => {
    const { actor, clock, stored, inserted, uploads } = composer()
    actor.send({ type: 'content.change', html: '<p>看图</p>', text: 2 })
    actor.send({ type: 'image.pick', image: IMAGES.png })
    expect(uploads).toEqual([IMAGES.png.file])
    // Typing goes on while it uploads; another image and saving wait.
    actor.send({ type: 'title.change', value: '带图的问题' })
    actor.send({ type: 'image.pick', image: IMAGES.png })
    actor.send({ type: 'post.submit' })
    expect(uploads).toHaveLength(1)
    expect(actor.getSnapshot().value).toEqual({ editing: 'uploading' })
    const done = await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'idle' }))
    expect(inserted).toEqual([IMAGE_URL])
    expect(done.context.content).toBe(`<p>看图</p><img src="${IMAGE_URL}">`)
    clock.increment(600)
    expect(stored.at(-1)).toEqual({ title: '带图的问题', content: `<p>看图</p><img src="${IMAGE_URL}">`, moduleId: '' })
  })

  it('opens the login when an upload meets an ended session (the draft kept); any other refusal is shown', async () => {
    const ended = composer(() => Promise.reject(REFUSALS.sessionEnded))
    ended.actor.send({ type: 'title.change', value: '标题' })
    ended.actor.send({ type: 'image.pick', image: IMAGES.png })
    expect((await waitFor(ended.actor, (snapshot) => !snapshot.matches({ editing: 'uploading' }))).value).toBe('loginRequired')
    expect(ended.stored).toEqual([{ title: '标题', content: '', moduleId: '' }])
    expect(ended.inserted).toEqual([])

    const refused = composer(() => Promise.reject(REFUSALS.badImage))
    refused.actor.send({ type: 'image.pick', image: IMAGES.png })
    const shown = await waitFor(refused.actor, (snapshot) => !snapshot.matches({ editing: 'uploading' }))
    expect(shown.value).toEqual({ editing: 'imageFailed' })
    expect(shown.context.message).toBe('图片格式不支持')
    expect(refused.inserted).toEqual([])
  })
})

describe('forum post composer: what a page left after the end writes (rendered)', () => {
  const fill = async () => {
    await renderComposer(COMPOSER_INPUTS.fresh)
    await waitForEditor()
    typeTitle('标题')
    fireEvent.change(screen.getByTestId('composer-module'), { target: { value: MODULE_ID } })
    setContent(SOME_CONTENT.html)
    await act(flush)
  }
  const storedDraft = () => storage.get(draftKey(COMPOSER_INPUTS.fresh.customerId, null))

  it('a saved question leaves no draft behind when its page goes', async () => {
    await fill()
    fireEvent.click(screen.getByTestId('composer-submit'))
    await act(flush)
    await act(async () => {
      latestCall('savePost').resolve(SAVED)
      await flush()
    })
    expect(spies.onOpenPost).toHaveBeenCalledWith(SAVED.id)
    cleanup()
    expect(storedDraft()).toBeNull()
  })

  it('changes discarded by leaving stay discarded when the page goes', async () => {
    await fill()
    fireEvent.click(screen.getByTestId('composer-cancel'))
    await act(flush)
    fireEvent.click(screen.getByTestId('composer-leave-ok'))
    await act(flush)
    expect(spies.onLeave).toHaveBeenCalledTimes(1)
    cleanup()
    expect(storedDraft()).toBeNull()
  })

  it('changes kept by a page that goes while still editing are written as the draft', async () => {
    await fill()
    cleanup()
    expect(storedDraft()).toMatchObject({ title: '标题', moduleId: MODULE_ID })
  })
})

// One coverage record for the ways the composer opens: a question to edit (the generated paths), a new question, a
// new one with a preselected module, a restored draft, and a logged-out visitor.
const recorder = new CoverageRecorder(forumPostComposerMachine)
const shape = machineShape(forumPostComposerMachine)

describe('composer opened for a new question, with a draft, with a module, or logged out (replayed from the machine)', () => {
  const runs: Array<[string, SpecInput, EventObject[]]> = [
    [
      'new question',
      COMPOSER_INPUTS.fresh,
      [
        { type: 'post.submit' },
        titleChange('  如何导出 DWG 文件？ '),
        modulePick(MODULE_ID),
        { type: 'draft.flush' },
        imagePick(IMAGES.notImage),
        imagePick(IMAGES.png),
        titleChange('如何导出 DWG 文件？'),
        doneEvent('uploadImage', { url: IMAGE_URL }),
        { type: 'post.submit' },
        doneEvent('savePost', SAVED),
      ],
    ],
    [
      'new question, refused image and session ended while uploading',
      COMPOSER_INPUTS.fresh,
      [
        contentChange(SOME_CONTENT.html, SOME_CONTENT.text),
        imagePick(IMAGES.png),
        errorEvent('uploadImage', REFUSALS.badImage),
        imagePick(IMAGES.png),
        errorEvent('uploadImage', REFUSALS.sessionEnded),
      ],
    ],
    [
      'preselected module',
      COMPOSER_INPUTS.withModule,
      [titleChange('标题'), contentChange(SOME_CONTENT.html, SOME_CONTENT.text), { type: 'post.submit' }],
    ],
    [
      'restored draft',
      COMPOSER_INPUTS.restored,
      [{ type: 'post.submit' }, modulePick(MODULE_ID), { type: 'compose.leave' }, { type: 'leave.confirm' }],
    ],
    ['logged out', COMPOSER_INPUTS.loggedOut, []],
  ]
  for (const [name, input, events] of runs) {
    for (const path of collectedPaths(name, () => [replayPath(shape, events, input)]))
      it(`${name}: ${path.description}`, async () => {
        try {
          await executePath(forumPostComposerMachine, adapterFor(input), path, recorder)
          recorder.pathDone({ description: path.description, passed: true })
        } catch (error) {
          recorder.pathDone({ description: path.description, passed: false, error: (error as Error).message })
          throw error
        }
      })
  }
})

testMachinePaths({
  machine: forumPostComposerMachine,
  adapter: adapterFor(COMPOSER_INPUTS.editing),
  recorder,
  scenarios: composerScenarios(),
})

describe('forum post composer guards', () => {
  it('every guard was seen answering true and false', () => {
    const report = recorder.report()
    expect(report.guards.missing, 'guards not seen both ways').toEqual([])
    expect(report.guards.percent).toBe(100)
  })
})

export { IMAGE_NOTES, OWN_POST }
