import type { EventObject } from 'xstate'
import { FEEDBACK_FILE_MAX_BYTES } from '../../domain/limits'
import { FORUM_MESSAGES } from '../../domain/forum-rules'
import { afterEvent, doneEvent, errorEvent } from '../../tools/machine-model/paths'
import {
  contentChange,
  IMAGES,
  IMAGE_URL,
  imagePick,
  MODULE_ID,
  modulePick,
  OTHERS_POST,
  OWN_POST,
  REFUSALS,
  SAVED,
  SOME_CONTENT,
  titleChange,
} from '../../tools/machine-model/samples/forum-post-composer'

/**
 * The question composer as the specification and the issue describe it (portal.md §2 Forum 'AddForumPost', §7
 * Forum createForumPost / updateForumPost / getForumPost / uploadForumImage, §9; issue 18 "/AddForumPost";
 * domain/forum-rules.ts for the bounds and messages; docs/decisions.md, "Forum (issue 18)", the composer), written independently of
 * machines/forum-post-composer.ts:
 *   - Logged out: nothing to edit; the login opens (and leads back here).
 *   - Editing a question (`data`): it loads first; the server's msg when it cannot; only its author may edit it.
 *     A draft kept for that question wins over the stored text.
 *   - Saving checks the title (not blank: '请输入标题'), the module ('请选择版块') and the text (text or an image:
 *     '请输入内容'); every failing field shows its message at once, and each goes as the form becomes acceptable.
 *     Then it is sent once: {postTitle (trimmed), postContent, postBiboid}. Accepted: '发布成功' (new) or '修改成功'
 *     (edit), the draft forgotten, the question's page opened. Refused: the server's msg, everything kept. A 600: the
 *     draft kept and the login opened.
 *   - Images: one at a time, judged before sending like feedback's (by content: not an image → refused; over 5MB
 *     → refused); an uploaded image is put in the text; a refusal of the server shows its msg.
 *   - A draft is written once typing pauses (a change, then the pause), and restored when the composer opens again.
 *   - Leaving with changes asks first: leaving discards them (and the draft), staying keeps everything.
 */

export const IMAGE_NOTES = { notImage: '只能上传 JPG、PNG、GIF 或 WebP 图片', tooLarge: '图片不能超过 5MB' }

export interface SpecDraft {
  title: string
  content: string
  moduleId: string
}

export type ComposerStep =
  | { type: 'title'; value: string }
  | { type: 'content'; html: string; text: number }
  | { type: 'module'; moduleId: string }
  | { type: 'image'; size: number; isImage: boolean }
  | { type: 'submit' }
  | { type: 'pause' }
  | { type: 'leave' }
  | { type: 'confirmLeave' }
  | { type: 'stay' }
  | { type: 'reload' }
  | { type: 'reply'; call: 'loadPost' | 'savePost' | 'uploadImage'; output: unknown }
  | { type: 'fail'; call: 'loadPost' | 'savePost' | 'uploadImage'; error: unknown }

export type ComposerView = 'loading' | 'loadFailed' | 'forbidden' | 'login' | 'form' | 'saving' | 'confirm' | 'saved' | 'left'

export interface SpecInput {
  customerId: string | null
  postId: string | null
  draft: SpecDraft | null
  moduleId?: string
}

const codeOf = (error: unknown): unknown => (error as { code?: unknown }).code
const msgOf = (error: unknown): string => (error instanceof Error ? error.message : '')

export class ComposerSpec {
  view: ComposerView
  title: string
  content: string
  text: number
  moduleId: string
  images = 0
  touched: boolean
  errors: Partial<Record<'title' | 'module' | 'content', string>> = {}
  /** A refusal of the server over the form (saving), or the image note. */
  refusal: string | null = null
  imageNote: string | null = null
  uploading = false
  loadError: string | null = null
  /** The draft in storage. */
  stored: SpecDraft | null
  pending = false
  sent: Array<{ postId: string | null; body: { postTitle: string; postContent: string; postBiboid: string } }> = []
  uploads = 0
  opened: string[] = []
  logins = 0
  leaves = 0
  success: string | null = null
  readonly postId: string | null
  readonly customerId: string | null

  constructor(input: SpecInput) {
    this.postId = input.postId
    this.customerId = input.customerId
    this.title = input.draft?.title ?? ''
    this.content = input.draft?.content ?? ''
    this.text = this.content.replace(/<[^>]*>/g, '').length
    this.moduleId = input.draft?.moduleId || (input.moduleId ?? '')
    this.touched = input.draft !== null
    this.stored = input.draft
    this.view = input.customerId === null ? 'login' : input.postId !== null ? 'loading' : 'form'
    if (this.view === 'login') this.logins = 1
  }

  private problems(): Partial<Record<'title' | 'module' | 'content', string>> {
    const found: Partial<Record<'title' | 'module' | 'content', string>> = {}
    if (this.title.trim() === '') found.title = FORUM_MESSAGES.titleRequired
    if (this.moduleId === '') found.module = FORUM_MESSAGES.moduleRequired
    if (this.text === 0 && this.images === 0 && !this.content.includes('<img')) found.content = FORUM_MESSAGES.contentRequired
    return found
  }

  private storeDraft(): void {
    const empty = this.title.trim() === '' && this.text === 0 && !this.content.includes('<img')
    this.stored = this.customerId === null || empty ? (this.customerId === null ? this.stored : null) : this.draft()
    this.pending = false
  }

  draft(): SpecDraft {
    return { title: this.title, content: this.content, moduleId: this.moduleId }
  }

  private changed(apply: () => void): void {
    if (this.view !== 'form' || this.uploadingBlocks(false)) return
    apply()
    this.touched = true
    this.pending = true
    this.refusal = null
    if (!this.uploading) this.imageNote = null
    const showing = Object.keys(this.errors).length > 0
    const problems = this.problems()
    this.errors = showing && Object.keys(problems).length > 0 ? problems : {}
  }

  /** While an image uploads, the text can still change; another image or saving waits. */
  private uploadingBlocks(blocks: boolean): boolean {
    return blocks && this.uploading
  }

  apply(step: ComposerStep): void {
    switch (step.type) {
      case 'title':
        return this.changed(() => (this.title = step.value))
      case 'content':
        return this.changed(() => {
          this.content = step.html
          this.text = step.text
          this.images = 0
        })
      case 'module':
        return this.changed(() => (this.moduleId = step.moduleId))
      case 'image': {
        if (this.view !== 'form' || this.uploading) return
        this.errors = {}
        this.refusal = null
        if (!step.isImage) this.imageNote = IMAGE_NOTES.notImage
        else if (step.size > FEEDBACK_FILE_MAX_BYTES) this.imageNote = IMAGE_NOTES.tooLarge
        else {
          this.imageNote = null
          this.uploading = true
          this.uploads += 1
        }
        return
      }
      case 'submit': {
        if (this.view !== 'form' || this.uploading) return
        this.refusal = null
        this.imageNote = null
        const problems = this.problems()
        if (Object.keys(problems).length > 0) {
          this.errors = problems
          return
        }
        this.view = 'saving'
        this.sent.push({
          postId: this.postId,
          body: { postTitle: this.title.trim(), postContent: this.content, postBiboid: this.moduleId },
        })
        return
      }
      case 'pause':
        if (this.pending && (this.view === 'form' || this.view === 'confirm')) this.storeDraft()
        return
      case 'leave':
        if (this.view !== 'form') return
        this.refusal = null
        this.imageNote = null
        if (this.touched) this.view = 'confirm'
        else {
          this.view = 'left'
          this.leaves += 1
        }
        this.uploading = false
        return
      case 'confirmLeave':
        if (this.view !== 'confirm') return
        this.view = 'left'
        this.stored = null
        this.pending = false
        this.leaves += 1
        return
      case 'stay':
        if (this.view !== 'confirm') return
        this.view = 'form'
        this.errors = {}
        this.refusal = null
        this.imageNote = null
        return
      case 'reload':
        if (this.view !== 'loadFailed') return
        this.view = 'loading'
        this.loadError = null
        return
      case 'reply':
        return this.reply(step.call, step.output)
      case 'fail':
        return this.fail(step.call, step.error)
    }
  }

  private reply(call: 'loadPost' | 'savePost' | 'uploadImage', output: unknown): void {
    if (call === 'loadPost') {
      const post = output as typeof OWN_POST
      if (post.postAdminid !== this.customerId) {
        this.view = 'forbidden'
        return
      }
      this.view = 'form'
      if (!this.touched) {
        this.title = post.postTitle
        this.content = post.postContent ?? ''
        this.text = this.content.replace(/<[^>]*>/g, '').length
        this.moduleId = post.postBiboid ?? ''
      }
      return
    }
    if (call === 'uploadImage') {
      this.uploading = false
      this.images += 1
      this.content += `<img src="${(output as { url: string }).url}">`
      this.touched = true
      this.pending = true
      return
    }
    this.view = 'saved'
    this.success = this.postId === null ? FORUM_MESSAGES.posted : FORUM_MESSAGES.saved
    this.stored = null
    this.pending = false
    this.opened.push((output as { id: string }).id)
  }

  private fail(call: 'loadPost' | 'savePost' | 'uploadImage', error: unknown): void {
    if (codeOf(error) === 600) {
      this.view = 'login'
      this.uploading = false
      this.storeDraft()
      this.logins += 1
      return
    }
    if (call === 'loadPost') {
      this.view = 'loadFailed'
      this.loadError = msgOf(error)
    } else if (call === 'uploadImage') {
      this.uploading = false
      this.imageNote = msgOf(error)
    } else {
      this.view = 'form'
      this.refusal = msgOf(error)
    }
  }
}

/** Hand-written event sequences replayed through the machine for the generated suite (edit variant). */
export function composerScenarios(): EventObject[][] {
  return [
    // Loaded, typed, an image refused by size, one uploaded, saved.
    [
      doneEvent('loadPost', OWN_POST),
      titleChange('  新标题  '),
      imagePick(IMAGES.tooLarge),
      imagePick(IMAGES.png),
      doneEvent('uploadImage', { url: IMAGE_URL }),
      { type: 'draft.flush' },
      { type: 'post.submit' },
      doneEvent('savePost', SAVED),
    ],
    // Emptied, refused field by field, corrected one by one, the server refuses, the session ends.
    [
      doneEvent('loadPost', OWN_POST),
      titleChange(''),
      contentChange('<p></p>', 0),
      modulePick(''),
      { type: 'post.submit' },
      titleChange('标题'),
      modulePick(MODULE_ID),
      contentChange(SOME_CONTENT.html, SOME_CONTENT.text),
      { type: 'post.submit' },
      errorEvent('savePost', REFUSALS.postingLimited),
      { type: 'post.submit' },
      errorEvent('savePost', REFUSALS.sessionEnded),
    ],
    // Another customer's question.
    [doneEvent('loadPost', OTHERS_POST)],
    // Missing, retried, then loaded; leaving unchanged goes at once.
    [errorEvent('loadPost', REFUSALS.postMissing), { type: 'post.reload' }, doneEvent('loadPost', OWN_POST), { type: 'compose.leave' }],
    // Refused fields, leave asked, stayed: the form comes back without the refusals (they return on the next save).
    [doneEvent('loadPost', OWN_POST), titleChange(''), { type: 'post.submit' }, { type: 'compose.leave' }, { type: 'leave.cancel' }],
    // Typed, leave asked, stayed, leave confirmed.
    [
      doneEvent('loadPost', OWN_POST),
      titleChange('改了'),
      { type: 'compose.leave' },
      { type: 'leave.cancel' },
      { type: 'compose.leave' },
      { type: 'leave.confirm' },
    ],
  ]
}

export { afterEvent }
