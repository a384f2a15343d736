// The question composer machine's sample data, once: the registry (viewer, docs, path generation) and
// tests/machines/forum-post-composer*.ts use these. Contents are written as the editor (TipTap) writes them.
import type { EventObject } from 'xstate'
import { ApiError } from '../../../domain/api-error'
import { FEEDBACK_FILE_MAX_BYTES } from '../../../domain/limits'
import { FORUM_MESSAGES } from '../../../domain/forum-rules'
import { composerErrors, type ComposerImage, type ComposerPost, type ForumPostComposerContext } from '../../../machines/forum-post-composer'

export const CUSTOMER_ID = 'cust-1'
export const MODULE_ID = 'mod-cad'
export const OWN_POST: ComposerPost = {
  id: 'post-7',
  postTitle: '导出 DWG 时提示内存不足',
  postContent: '<p>SummitMap 导出大图时报错</p>',
  postBiboid: MODULE_ID,
  postAdminid: CUSTOMER_ID,
}
export const OTHERS_POST: ComposerPost = { ...OWN_POST, postAdminid: 'cust-2' }
export const SAVED = { id: 'post-9' }
export const IMAGE_URL = '/api/business/Forum_posts/image/img-1'

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]

/** A file of `size` bytes starting with `head` (the rest zeros); the size is reported without allocating it. */
function fileOf(name: string, head: number[], size: number): File {
  const file = new File([new Uint8Array(head)], name, { type: 'image/png' })
  Object.defineProperty(file, 'size', { value: size })
  return file
}

export const IMAGES: Record<'png' | 'notImage' | 'tooLarge', ComposerImage> = {
  png: { file: fileOf('chart.png', PNG_HEAD, 2048), size: 2048, kind: 'png' },
  // Named .png, but its bytes are text: judged by content, it is not an image.
  notImage: {
    file: fileOf(
      'notes.png',
      [...'hello world!'].map((c) => c.charCodeAt(0)),
      12,
    ),
    size: 12,
    kind: null,
  },
  tooLarge: { file: fileOf('big.png', PNG_HEAD, FEEDBACK_FILE_MAX_BYTES + 1), size: FEEDBACK_FILE_MAX_BYTES + 1, kind: 'png' },
}

export const titleChange = (value: string): EventObject => ({ type: 'title.change', value }) as EventObject
export const contentChange = (html: string, text: number): EventObject => ({ type: 'content.change', html, text }) as EventObject
export const modulePick = (moduleId: string): EventObject => ({ type: 'module.pick', moduleId }) as EventObject
export const imagePick = (image: ComposerImage): EventObject => ({ type: 'image.pick', image }) as EventObject

export const EMPTY_CONTENT = { html: '<p></p>', text: 0 }
export const SOME_CONTENT = { html: '<p>导出大图时报错</p>', text: 7 }

export const REFUSALS = {
  postingLimited: new ApiError(429, FORUM_MESSAGES.postingLimited, 429),
  notAuthor: new ApiError(403, '无权操作其他用户的数据', 403),
  sessionEnded: new ApiError(600, '登录已失效，请重新登录', 401),
  postMissing: new ApiError(404, FORUM_MESSAGES.postMissing, 404),
  badImage: new ApiError(400, '图片格式不支持', 400),
}

export const COMPOSER_INPUTS = {
  fresh: { customerId: CUSTOMER_ID, postId: null, draft: null },
  withModule: { customerId: CUSTOMER_ID, postId: null, draft: null, moduleId: MODULE_ID },
  restored: { customerId: CUSTOMER_ID, postId: null, draft: { title: '草稿标题', content: SOME_CONTENT.html, moduleId: '' } },
  editing: { customerId: CUSTOMER_ID, postId: OWN_POST.id, draft: null },
  loggedOut: { customerId: null, postId: null, draft: null },
}

export const COMPOSER_SAMPLES = {
  events: {
    'title.change': [titleChange(''), titleChange('  如何导出 DWG 文件？ ')],
    'content.change': [contentChange(EMPTY_CONTENT.html, 0), contentChange(SOME_CONTENT.html, SOME_CONTENT.text)],
    'module.pick': [modulePick(''), modulePick(MODULE_ID)],
    'image.pick': [imagePick(IMAGES.notImage), imagePick(IMAGES.tooLarge), imagePick(IMAGES.png)],
  },
  outputs: { loadPost: [OWN_POST, OTHERS_POST], savePost: [SAVED], uploadImage: [{ url: IMAGE_URL }] },
  errors: {
    loadPost: [REFUSALS.postMissing, REFUSALS.sessionEnded],
    savePost: [REFUSALS.postingLimited, REFUSALS.sessionEnded],
    uploadImage: [REFUSALS.badImage, REFUSALS.sessionEnded],
  },
}

/** What tells states apart: whether the form would be accepted, and whether anything was changed. */
export const composerContextKey = (context: ForumPostComposerContext): unknown => [
  Object.keys(composerErrors(context)).length === 0,
  context.dirty,
]
