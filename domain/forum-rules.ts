// The forum's bounds, sort orders and messages (portal.md sections 2 Forum, 7 Forum, 9; the bounds the spec leaves
// open are decided in docs/decisions.md, "Forum (issue 18)"). The contract (openapi.yaml, tag forum) states the same
// numbers; tests/unit/openapi-contract.test.ts checks they agree.

/** Forum list page size (portal.md section 9). */
export const FORUM_PAGE_SIZE = 10
/** A question's title, trimmed. */
export const FORUM_TITLE_MAX_LENGTH = 100
/** A question's rich text (HTML as sent, before the server's sanitising). */
export const FORUM_CONTENT_MAX_LENGTH = 20_000
/** A comment (an answer) or a reply: plain text. */
export const FORUM_COMMENT_MAX_LENGTH = 5000
/** Newest first, or most active first (the latest post, comment or reply). */
export const FORUM_SORTS = ['postCreatetime', 'postLastactivity'] as const
export type ForumSort = (typeof FORUM_SORTS)[number]

// Posting limits per customer and hour (the server counts; a 429 answers FORUM_POSTING_LIMITED_MSG).
export const FORUM_QUESTIONS_PER_HOUR = 10
export const FORUM_ANSWERS_PER_HOUR = 60
export const FORUM_IMAGES_PER_HOUR = 30

export const FORUM_MESSAGES = {
  titleRequired: '请输入标题',
  contentRequired: '请输入内容',
  moduleRequired: '请选择版块',
  postMissing: '帖子不存在或已删除',
  commentMissing: '评论不存在或已删除',
  replyMissing: '回复不存在或已删除',
  userMissing: '用户不存在',
  moduleMissing: '版块不存在或已关闭',
  replyTargetInvalid: '只能回复参与该讨论的用户',
  followSelf: '不能关注自己',
  questionHasAnswers: '已有回答的问题不能删除',
  commentHasReplies: '已有回复的评论不能删除',
  postingLimited: '发布过于频繁，请稍后再试',
  posted: '发布成功',
  saved: '修改成功',
  deleted: '删除成功',
} as const

/** How a customer is named under their posts: their user name, else 用户 and the last four digits of their phone. */
export function forumAuthorName(username: string | null | undefined, phone: string): string {
  return username?.trim() || `用户${phone.slice(-4)}`
}
