// Modules and posts: public reads (a live token only adds the viewer's own state), the author's writes. A post's
// rich text is sanitised before it is stored and again when answered (forum-html.ts).
import { FORUM_MESSAGES, FORUM_PAGE_SIZE, forumAuthorName, type ForumSort } from '../../../domain/forum-rules'
import type { components } from '../../../generated/api'
import { localizeTexts, type ContentTranslations } from '../../../domain/content-language'
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/language'
import { localizeRow } from '../../http/content-language'
import { FORUM_MODULE_TEXTS } from '../../db/translated-fields'
import type { Identity } from '../../auth/identity'
import type { Db } from '../../db/client'
import { badRequest, conflict, forbidden, notFound } from '../../http/api-error'
import { page, pageWindow, type PageRequest } from '../../http/paging'
import { requireCustomer } from '../customers/customer-service'
import { isBlankForumHtml, safeForumHtml } from './forum-html'
import {
  deletePostWithoutComments,
  findModule,
  findModuleByBiboId,
  findPost,
  insertPost,
  lockPost,
  selectEnabledModules,
  selectPostPage,
  updatePostText,
  type ForumModuleRow,
  type ForumPostRow,
} from './forum-post-data'
import { deletePostLikes, followerCount, viewerState } from './forum-reaction-data'
import { countView } from './forum-view-service'

type ApiModule = components['schemas']['ForumModule']
type ApiPost = components['schemas']['ForumPost']
type PostInput = components['schemas']['ForumPostInput']

// A module is a content record: its title and description in the request's language, or both in zh-CN (lang).
const toModule = ({ module, postCount }: { module: ForumModuleRow; postCount: number }, language: Language): ApiModule => {
  const row = localizeRow(module, FORUM_MODULE_TEXTS, language)
  return {
    fid: row.id,
    biboId: row.biboId,
    forummoduleTitle: row.forummoduleTitle,
    description: row.description,
    postCount,
    lang: row.lang,
  }
}

interface PostRow {
  post: ForumPostRow
  forummoduleTitle: string | null
  forummoduleTranslations: ContentTranslations | null
}

/** A post as lists show it (no text: a list shows titles); the detail adds the text and the viewer's state. */
export function toPostSummary({ post, forummoduleTitle, forummoduleTranslations }: PostRow, language: Language): ApiPost {
  // The module's title as the module list says it; the post's own texts are the author's, in no language of ours.
  const moduleTitle = localizeTexts({ forummoduleTitle: forummoduleTitle ?? '' }, forummoduleTranslations, language)
  return {
    id: post.id,
    postTitle: post.postTitle,
    postContent: null,
    postAdmin: post.postAdmin ?? '',
    postAdminid: post.postAdminid,
    postCreatetime: post.postCreatetime.toISOString(),
    postWatch: post.postWatch,
    postCommentcount: post.postCommentcount,
    postBiboid: post.postBiboid,
    forummoduleTitle: moduleTitle.texts.forummoduleTitle,
    forummoduleLang: moduleTitle.lang,
    postLastactivity: post.postLastactivity.toISOString(),
    postEdittime: post.postEdittime?.toISOString() ?? null,
    likeCount: post.postLikecount,
    collectCount: post.postCollectcount,
  }
}

export async function listModules(db: Db, language: Language = DEFAULT_LANGUAGE): Promise<ApiModule[]> {
  return (await selectEnabledModules(db)).map((found) => toModule(found, language))
}

export async function getModule(db: Db, id: string, language: Language = DEFAULT_LANGUAGE): Promise<ApiModule> {
  const found = await findModule(db, id)
  if (!found || found.module.fEnabledmark !== 1) throw notFound(FORUM_MESSAGES.moduleMissing)
  return toModule(found, language)
}

export interface PostListQuery extends PageRequest {
  postBiboid?: string
  userid?: string
  sidx?: '' | ForumSort
  keyword?: string
}

export async function listPosts(db: Db, query: PostListQuery, language: Language = DEFAULT_LANGUAGE) {
  const window = pageWindow(query, FORUM_PAGE_SIZE)
  const { rows, total } = await selectPostPage(
    db,
    {
      biboId: query.postBiboid?.trim() || undefined,
      userid: query.userid?.trim() || undefined,
      keyword: query.keyword?.trim() || undefined,
      sort: query.sidx || 'postCreatetime',
    },
    window,
  )
  return page(
    rows.map((row) => toPostSummary(row, language)),
    total,
    window,
  )
}

async function postDetail(db: Db, id: string, viewer: Identity | null, language: Language = DEFAULT_LANGUAGE): Promise<ApiPost> {
  const found = await findPost(db, id)
  if (!found) throw notFound(FORUM_MESSAGES.postMissing)
  const state =
    viewer?.kind === 'customer'
      ? await viewerState(db, viewer.id, id, found.post.postAdminid)
      : { liked: false, collected: false, followingAuthor: false }
  return {
    ...toPostSummary(found, language),
    postContent: safeForumHtml(found.post.content),
    authorFollowerCount: await followerCount(db, found.post.postAdminid),
    ...state,
  }
}

/** The detail; the visit counts once per visitor and China calendar day. */
export async function getPost(
  db: Db,
  id: string,
  viewer: Identity | null,
  visitor: string,
  now: Date,
  language: Language = DEFAULT_LANGUAGE,
): Promise<ApiPost> {
  if (!(await findPost(db, id))) throw notFound(FORUM_MESSAGES.postMissing)
  await countView(db, id, visitor, now)
  return postDetail(db, id, viewer, language)
}

async function checkedText(db: Db, input: PostInput) {
  const postTitle = input.postTitle.trim()
  if (!postTitle) throw badRequest(FORUM_MESSAGES.titleRequired)
  const content = safeForumHtml(input.postContent)
  if (isBlankForumHtml(content)) throw badRequest(FORUM_MESSAGES.contentRequired)
  const module = await findModuleByBiboId(db, input.postBiboid)
  if (!module || module.fEnabledmark !== 1) throw badRequest(FORUM_MESSAGES.moduleMissing)
  return { postTitle, content, postBiboid: module.biboId }
}

export async function createPost(db: Db, identity: Identity | null, input: PostInput, now: Date): Promise<ApiPost> {
  const customer = await requireCustomer(db, identity)
  const text = await checkedText(db, input)
  const id = await insertPost(
    db,
    { ...text, postAdminid: customer.id, postAdmin: forumAuthorName(customer.username, customer.phonenum) },
    now,
  )
  return postDetail(db, id, identity)
}

async function ownPost(db: Db, identity: Identity | null, id: string) {
  const customer = await requireCustomer(db, identity)
  const found = await findPost(db, id)
  if (!found) throw notFound(FORUM_MESSAGES.postMissing)
  if (found.post.postAdminid !== customer.id) throw forbidden()
  return found.post
}

export async function updatePost(db: Db, identity: Identity | null, id: string, input: PostInput, now: Date): Promise<ApiPost> {
  await ownPost(db, identity, id)
  await updatePostText(db, id, await checkedText(db, input), now)
  return postDetail(db, id, identity)
}

/** A question with answers stays (its answers stay readable): refused. */
export async function deletePost(db: Db, identity: Identity | null, id: string) {
  await ownPost(db, identity, id)
  await db.transaction(async (tx) => {
    if (!(await lockPost(tx, id))) throw notFound(FORUM_MESSAGES.postMissing)
    if (!(await deletePostWithoutComments(tx, id))) throw conflict(FORUM_MESSAGES.questionHasAnswers)
    await deletePostLikes(tx, id)
  })
}
