import { assign, cancel, fromPromise, raise, setup } from 'xstate'
import { FEEDBACK_FILE_MAX_BYTES } from '../domain/limits'
import { FORUM_CONTENT_MAX_LENGTH, FORUM_MESSAGES, FORUM_TITLE_MAX_LENGTH } from '../domain/forum-rules'
import type { ImageKind } from '../domain/image-kind'
import { SESSION_INVALID_CODE } from '../domain/response-codes'
import { errorText } from './sms-code'

/** What the composer keeps of a question while it is written: restored from a draft, saved as one. */
export interface ComposerDraft {
  title: string
  /** The rich text as HTML. */
  content: string
  /** The module's biboId ('' for none chosen). */
  moduleId: string
}

/** The question as the server holds it (getForumPost), for editing. */
export interface ComposerPost {
  id: string
  postTitle: string
  postContent?: string | null
  postBiboid?: string
  postAdminid: string
}

export interface ForumPostComposerInput {
  /** The customer's id; null when logged out. */
  customerId: string | null
  /** The question being edited; null for a new one. */
  postId: string | null
  /** A draft kept in this browser for this customer and question. */
  draft: ComposerDraft | null
  /** A module to preselect for a new question (the address's `module`). */
  moduleId?: string
}

/** The body of createForumPost / updateForumPost. */
// A type alias, not an interface: the generated body type has an index signature (additionalProperties).
export type ComposerSaveRequest = {
  postId: string | null
  body: { postTitle: string; postContent: string; postBiboid: string }
}

export interface ComposerImage {
  file: File
  size: number
  /** The kind judged from the file's first bytes (domain/image-kind.ts); null: not an image. */
  kind: ImageKind | null
}

/** Per field, the refusal's key: titleRequired, moduleRequired, contentRequired (FORUM_MESSAGES), contentTooLong. */
export type ComposerErrors = Partial<
  Record<'title' | 'module' | 'content', 'titleRequired' | 'moduleRequired' | 'contentRequired' | 'contentTooLong'>
>
export type ImageRefusal = 'tooLarge' | 'notImage' | ''

export interface ForumPostComposerContext {
  customerId: string | null
  postId: string | null
  title: string
  content: string
  /** The content's text length (what the counter shows; an image alone is content too). */
  contentText: number
  moduleId: string
  /** Changed since it was loaded or started: leaving asks first. */
  dirty: boolean
  errors: ComposerErrors
  imageRefusal: ImageRefusal
  /** The server's msg (a refusal) or the success message. */
  message: string
  /** The id of the saved question (its page is opened). */
  savedId: string
}

export type ForumPostComposerEvent =
  | { type: 'title.change'; value: string }
  | { type: 'content.change'; html: string; text: number }
  | { type: 'module.pick'; moduleId: string }
  | { type: 'image.pick'; image: ComposerImage }
  | { type: 'post.submit' }
  | { type: 'post.reload' }
  | { type: 'draft.flush' }
  | { type: 'compose.leave' }
  | { type: 'leave.confirm' }
  | { type: 'leave.cancel' }

/** Empty rich text: no text and no image. */
const hasContent = (context: Pick<ForumPostComposerContext, 'content' | 'contentText'>): boolean =>
  context.contentText > 0 || /<img\s/i.test(context.content)

/** The refusals of the form, in the order the fields appear: title, module, content. */
export function composerErrors(context: Pick<ForumPostComposerContext, 'title' | 'content' | 'contentText' | 'moduleId'>): ComposerErrors {
  const errors: ComposerErrors = {}
  if (context.title.trim() === '') errors.title = 'titleRequired'
  if (context.moduleId === '') errors.module = 'moduleRequired'
  if (!hasContent(context)) errors.content = 'contentRequired'
  else if (context.content.length > FORUM_CONTENT_MAX_LENGTH) errors.content = 'contentTooLong'
  return errors
}

const isValid = (context: Parameters<typeof composerErrors>[0]): boolean => Object.keys(composerErrors(context)).length === 0

/** What is saved: the trimmed title (at most the bound), the HTML and the module. */
export function saveRequest(context: Pick<ForumPostComposerContext, 'postId' | 'title' | 'content' | 'moduleId'>): ComposerSaveRequest {
  return {
    postId: context.postId,
    body: { postTitle: context.title.trim().slice(0, FORUM_TITLE_MAX_LENGTH), postContent: context.content, postBiboid: context.moduleId },
  }
}

export const draftOf = (context: Pick<ForumPostComposerContext, 'title' | 'content' | 'moduleId'>): ComposerDraft => ({
  title: context.title,
  content: context.content,
  moduleId: context.moduleId,
})

/** The text with the uploaded image at its end (the editor puts it at the cursor and reports its own text next). */
export const withImage = (html: string, url: string): string => `${html}<img src="${url.replace(/"/g, '&quot;')}">`

const textLength = (html: string): number => html.replace(/<[^>]*>/g, '').length

const isSessionInvalid = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === SESSION_INVALID_CODE

type Change = { title?: string; content?: string; contentText?: number; moduleId?: string }

/**
 * The question composer of /AddForumPost (portal.md §2 and §7 Forum; issue 18): a title (at most 100 characters), a
 * module, a rich text with images (the feedback image rules: an image by its content, at most 5MB, one at a time).
 * Editing a question loads it first; only its author may edit it. A draft is kept while typing (debounced) and
 * restored on return; saving checks title, module and content ('请输入标题', '请选择版块', '请输入内容'), sends once,
 * and on success opens the question. A refusal shows the server's msg and keeps everything; a 600 (or a logged-out
 * visitor) keeps the draft and asks for a login, which leads back here. Leaving with unsaved changes asks first.
 */
export const forumPostComposerMachine = setup({
  types: {} as {
    context: ForumPostComposerContext
    events: ForumPostComposerEvent
    input: ForumPostComposerInput
  },
  // Stryker disable next-line ObjectLiteral: equivalent, holds only the placeholders below
  actors: {
    // Supplied by the page with .provide(): GET Forum_posts/detailPost
    // Stryker disable next-line all: equivalent, a placeholder the one user of the machine replaces
    loadPost: fromPromise<ComposerPost, string>(async () => ({ id: '', postTitle: '', postAdminid: '' })),
    // Supplied by the page: POST Forum_posts (new) or PUT ForumPosts/{id} (edit); resolves with the saved id.
    // Stryker disable next-line all: equivalent, a placeholder the one user of the machine replaces
    savePost: fromPromise<{ id: string }, ComposerSaveRequest>(async () => ({ id: '' })),
    // Supplied by the page: POST Forum_posts/image; resolves with the image's url.
    // Stryker disable next-line all: equivalent, a placeholder the one user of the machine replaces
    uploadImage: fromPromise<{ url: string }, File>(async () => ({ url: '' })),
  },
  delays: {
    // Typing pauses this long before the draft is written.
    draftDebounce: 600,
  },
  guards: {
    loggedOut: ({ context }) => context.customerId === null,
    editingPost: ({ context }) => context.postId !== null,
    notAuthor: ({ context }, params: { post: ComposerPost }) => params.post.postAdminid !== context.customerId,
    sessionInvalid: (_, params: { error: unknown }) => isSessionInvalid(params.error),
    formInvalid: ({ context }) => !isValid(context),
    validAfterChange: ({ context }, params: Change) => isValid({ ...context, ...params }),
    imageTooLarge: (_, params: { image: ComposerImage }) => params.image.size > FEEDBACK_FILE_MAX_BYTES,
    notImage: (_, params: { image: ComposerImage }) => params.image.kind === null,
    dirty: ({ context }) => context.dirty,
  },
  actions: {
    // Supplied by the page: write the draft to this browser's storage.
    storeDraft: (_, _params: { draft: ComposerDraft }) => {},
    // Supplied by the page: forget the draft (saved, or discarded by leaving).
    clearDraft: () => {},
    // Supplied by the page: the editor inserts the uploaded image.
    insertImage: (_, _params: { url: string }) => {},
    // Supplied by the page: the forum's lists are out of date; open the question's page.
    openPost: (_, _params: { id: string }) => {},
    // Supplied by the page: remember this page, open the login.
    requestLogin: () => {},
    // Supplied by the page: go where the visitor was going (or back to the forum).
    leave: () => {},
    change: assign(({ context }, params: Change) => ({ ...context, ...params, dirty: true })),
    // Each change restarts the timer: the draft is written once typing pauses.
    cancelDraftTimer: cancel('draftTimer'),
    startDraftTimer: raise({ type: 'draft.flush' }, { id: 'draftTimer', delay: 'draftDebounce' }),
    validate: assign({ errors: ({ context }) => composerErrors(context) }),
    clearErrors: assign({ errors: {} }),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: equivalent, the id names the machine in docs and reports only
  id: 'forumPostComposer',
  context: ({ input }) => {
    const draft = input.draft
    return {
      customerId: input.customerId,
      postId: input.postId,
      title: draft?.title ?? '',
      content: draft?.content ?? '',
      contentText: textLength(draft?.content ?? ''),
      moduleId: draft?.moduleId || (input.moduleId ?? ''),
      dirty: draft !== null,
      errors: {},
      imageRefusal: '',
      message: '',
      savedId: '',
    }
  },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'loggedOut', target: 'loginRequired' }, { guard: 'editingPost', target: 'loading' }, { target: 'editing' }],
    },
    loading: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'The question being edited is loading',
      invoke: {
        id: 'loadPost',
        src: 'loadPost',
        input: ({ context }) => context.postId!,
        onDone: [
          { guard: { type: 'notAuthor', params: ({ event }) => ({ post: event.output }) }, target: 'forbidden' },
          {
            target: 'editing',
            // A draft of this question wins over the stored question: it is what the customer typed last.
            actions: assign(({ context, event }) =>
              context.dirty
                ? {}
                : {
                    title: event.output.postTitle,
                    content: event.output.postContent ?? '',
                    contentText: textLength(event.output.postContent ?? ''),
                    moduleId: event.output.postBiboid ?? '',
                  },
            ),
          },
        ],
        onError: [
          { guard: { type: 'sessionInvalid', params: ({ event }) => ({ error: event.error }) }, target: 'loginRequired' },
          { target: 'loadFailed', actions: assign({ message: ({ event }) => errorText(event.error) }) },
        ],
      },
    },
    loadFailed: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: "The server's msg (the question is gone, or the network); try again",
      on: { 'post.reload': { target: 'loading', actions: assign({ message: '' }) } },
    },
    // Stryker disable next-line ObjectLiteral: equivalent, see the line below
    forbidden: {
      // Stryker disable next-line StringLiteral: equivalent, nothing is typed here: a page left here would write back only the draft it opened with
      type: 'final',
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'Only the author may edit a question; nothing is shown to edit',
    },
    editing: {
      initial: 'idle',
      // The changes below apply in idle, imageRefused, imageFailed and refused, where no field shows an error (only
      // invalid does, and it and uploading handle changes themselves).
      on: {
        'title.change': {
          target: '.idle',
          actions: [{ type: 'change', params: ({ event }) => ({ title: event.value }) }, 'cancelDraftTimer', 'startDraftTimer'],
        },
        'content.change': {
          target: '.idle',
          actions: [
            { type: 'change', params: ({ event }) => ({ content: event.html, contentText: event.text }) },
            'cancelDraftTimer',
            'startDraftTimer',
          ],
        },
        'module.pick': {
          target: '.idle',
          actions: [{ type: 'change', params: ({ event }) => ({ moduleId: event.moduleId }) }, 'cancelDraftTimer', 'startDraftTimer'],
        },
        'draft.flush': { actions: { type: 'storeDraft', params: ({ context }) => ({ draft: draftOf(context) }) } },
        'image.pick': [
          {
            guard: { type: 'notImage', params: ({ event }) => ({ image: event.image }) },
            target: '.imageRefused',
            actions: [assign({ imageRefusal: 'notImage' }), 'clearErrors'],
          },
          {
            guard: { type: 'imageTooLarge', params: ({ event }) => ({ image: event.image }) },
            target: '.imageRefused',
            actions: [assign({ imageRefusal: 'tooLarge' }), 'clearErrors'],
          },
          { target: '.uploading', actions: 'clearErrors' },
        ],
        'post.submit': [{ guard: 'formInvalid', target: '.invalid', actions: 'validate' }, { target: 'saving' }],
        'compose.leave': [
          { guard: 'dirty', target: 'confirmingLeave' },
          { target: 'left', actions: 'leave' },
        ],
      },
      states: {
        // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, documentation for docs/machines and the viewer
        idle: { description: 'The title with its counter, the module, the rich text with its toolbar and count' },
        invalid: {
          // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
          description: "Each refused field's message under it ('请输入标题', '请选择版块', '请输入内容'); each goes as it is corrected",
          on: {
            'title.change': [
              {
                guard: { type: 'validAfterChange', params: ({ event }) => ({ title: event.value }) },
                target: 'idle',
                actions: [
                  { type: 'change', params: ({ event }) => ({ title: event.value }) },
                  'clearErrors',
                  'cancelDraftTimer',
                  'startDraftTimer',
                ],
              },
              {
                actions: [
                  { type: 'change', params: ({ event }) => ({ title: event.value }) },
                  'validate',
                  'cancelDraftTimer',
                  'startDraftTimer',
                ],
              },
            ],
            'content.change': [
              {
                guard: { type: 'validAfterChange', params: ({ event }) => ({ content: event.html, contentText: event.text }) },
                target: 'idle',
                actions: [
                  { type: 'change', params: ({ event }) => ({ content: event.html, contentText: event.text }) },
                  'clearErrors',
                  'cancelDraftTimer',
                  'startDraftTimer',
                ],
              },
              {
                actions: [
                  { type: 'change', params: ({ event }) => ({ content: event.html, contentText: event.text }) },
                  'validate',
                  'cancelDraftTimer',
                  'startDraftTimer',
                ],
              },
            ],
            'module.pick': [
              {
                guard: { type: 'validAfterChange', params: ({ event }) => ({ moduleId: event.moduleId }) },
                target: 'idle',
                actions: [
                  { type: 'change', params: ({ event }) => ({ moduleId: event.moduleId }) },
                  'clearErrors',
                  'cancelDraftTimer',
                  'startDraftTimer',
                ],
              },
              {
                actions: [
                  { type: 'change', params: ({ event }) => ({ moduleId: event.moduleId }) },
                  'validate',
                  'cancelDraftTimer',
                  'startDraftTimer',
                ],
              },
            ],
          },
        },
        // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, documentation for docs/machines and the viewer
        imageRefused: { description: 'The image is refused: not an image by its content, or over 5MB; nothing is sent' },
        uploading: {
          // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
          description: 'One image uploading; another cannot be picked and saving waits',
          entry: assign({ imageRefusal: '', message: '' }),
          invoke: {
            id: 'uploadImage',
            src: 'uploadImage',
            input: ({ event }) => (event as Extract<ForumPostComposerEvent, { type: 'image.pick' }>).image.file,
            onDone: {
              target: 'idle',
              actions: [
                { type: 'change', params: ({ context, event }) => ({ content: withImage(context.content, event.output.url) }) },
                { type: 'insertImage', params: ({ event }) => ({ url: event.output.url }) },
                'cancelDraftTimer',
                'startDraftTimer',
              ],
            },
            onError: [
              {
                guard: { type: 'sessionInvalid', params: ({ event }) => ({ error: event.error }) },
                target: '#forumPostComposer.loginRequired',
              },
              { target: 'imageFailed', actions: assign({ message: ({ event }) => errorText(event.error) }) },
            ],
          },
          // Typing goes on while the image uploads; another image and saving wait for it.
          on: {
            'title.change': {
              actions: [{ type: 'change', params: ({ event }) => ({ title: event.value }) }, 'cancelDraftTimer', 'startDraftTimer'],
            },
            'content.change': {
              actions: [
                { type: 'change', params: ({ event }) => ({ content: event.html, contentText: event.text }) },
                'cancelDraftTimer',
                'startDraftTimer',
              ],
            },
            'module.pick': {
              actions: [{ type: 'change', params: ({ event }) => ({ moduleId: event.moduleId }) }, 'cancelDraftTimer', 'startDraftTimer'],
            },
            'image.pick': {},
            'post.submit': {},
          },
        },
        // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, documentation for docs/machines and the viewer
        imageFailed: { description: "The server's msg about the image; the text is kept" },
        // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, documentation for docs/machines and the viewer
        refused: { description: "The server's msg (not the author, too frequent, ...); everything typed is kept" },
      },
    },
    saving: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'Save busy; the form is read-only until the answer',
      entry: assign({ message: '', imageRefusal: '' }),
      invoke: {
        id: 'savePost',
        src: 'savePost',
        input: ({ context }) => saveRequest(context),
        onDone: {
          target: 'saved',
          actions: [
            assign({
              savedId: ({ event }) => event.output.id,
              message: ({ context }) => (context.postId === null ? FORUM_MESSAGES.posted : FORUM_MESSAGES.saved),
            }),
            'clearDraft',
            { type: 'openPost', params: ({ event }) => ({ id: event.output.id }) },
          ],
        },
        onError: [
          { guard: { type: 'sessionInvalid', params: ({ event }) => ({ error: event.error }) }, target: 'loginRequired' },
          { target: 'editing.refused', actions: assign({ message: ({ event }) => errorText(event.error) }) },
        ],
      },
    },
    saved: {
      type: 'final',
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: "'发布成功' or '修改成功'; the question's page opens",
    },
    loginRequired: {
      // Stryker disable next-line StringLiteral: equivalent, its entry has just stored the draft a page left here would write back
      type: 'final',
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'Logged out (or the session ended): the draft is kept and the login opens; it leads back here',
      entry: [{ type: 'storeDraft', params: ({ context }) => ({ draft: draftOf(context) }) }, 'requestLogin'],
    },
    confirmingLeave: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'Leave and discard the unsaved changes? Staying keeps everything',
      on: {
        'leave.confirm': { target: 'left', actions: ['clearDraft', 'leave'] },
        // Typing paused just before the question opened: the draft is written, so closing the tab now loses nothing.
        'draft.flush': { actions: { type: 'storeDraft', params: ({ context }) => ({ draft: draftOf(context) }) } },
        'leave.cancel': { target: 'editing', actions: 'clearErrors' },
      },
    },
    left: {
      type: 'final',
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'Left the composer',
    },
  },
})
