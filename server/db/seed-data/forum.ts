import type { forumComments, forumModules, forumPosts, forumReplies } from '../schema'
import { DEMO_CUSTOMER_ID, DEMO_CUSTOMER_NAME, DEMO_VIP_CUSTOMER_ID, DEMO_VIP_CUSTOMER_NAME } from './demo-accounts'

export const forumModuleRows: (typeof forumModules.$inferInsert)[] = [
  { id: 'forum-general', biboId: 'general', forummoduleTitle: '综合讨论', description: '软件使用、行业交流', fSortcode: 1 },
  { id: 'forum-map', biboId: 'summitmap', forummoduleTitle: 'SummitMap 交流', description: '地图生产平台问答', fSortcode: 2 },
  { id: 'forum-solid', biboId: 'summitsolid', forummoduleTitle: 'SummitSolid 交流', description: '单体建模问答', fSortcode: 3 },
  { id: 'forum-suggest', biboId: 'suggest', forummoduleTitle: '建议反馈', description: '功能建议与问题反馈', fSortcode: 4 },
]

const at = (iso: string) => new Date(iso)

export const forumPostRows: (typeof forumPosts.$inferInsert)[] = [
  {
    id: 'post-1',
    postTitle: '点云分类后房屋边线总是有锯齿，怎么处理？',
    postAdmin: DEMO_CUSTOMER_NAME,
    postAdminid: DEMO_CUSTOMER_ID,
    postCreatetime: at('2024-05-06T10:12:00+08:00'),
    postWatch: 56,
    postCommentcount: 2,
    postBiboid: 'summitmap',
    content: '<p>用 SummitMap 做 1:500 地形图，点云分类后提取的房屋边线有明显锯齿，有没有参数可以改善？</p>',
  },
  {
    id: 'post-2',
    postTitle: '分享：坡屋顶单体化的参数设置',
    postAdmin: DEMO_VIP_CUSTOMER_NAME,
    postAdminid: DEMO_VIP_CUSTOMER_ID,
    postCreatetime: at('2024-05-08T15:30:00+08:00'),
    postWatch: 128,
    postCommentcount: 1,
    postBiboid: 'summitsolid',
    content: '<p>最近做了一个老城区项目，坡屋顶较多，把“屋顶平滑度”调到 0.6、“最小建筑面积”设为 15 平方米效果最好，供大家参考。</p>',
  },
  {
    id: 'post-3',
    postTitle: '希望支持批量导入控制点',
    postAdmin: DEMO_VIP_CUSTOMER_NAME,
    postAdminid: DEMO_VIP_CUSTOMER_ID,
    postCreatetime: at('2024-05-10T09:00:00+08:00'),
    postWatch: 31,
    postCommentcount: 0,
    postBiboid: 'suggest',
    content: '<p>目前控制点只能逐个录入，希望能支持从 CSV 或 TXT 批量导入。</p>',
  },
  {
    id: 'post-4',
    postTitle: '新手报到，测绘专业大三学生',
    postAdmin: DEMO_CUSTOMER_NAME,
    postAdminid: DEMO_CUSTOMER_ID,
    postCreatetime: at('2024-05-12T20:45:00+08:00'),
    postWatch: 18,
    postCommentcount: 0,
    postBiboid: 'general',
    content: '<p>老师在 SummitLab 上布置了实训任务，第一次接触内业软件，请大家多多指教！</p>',
  },
]

export const forumCommentRows: (typeof forumComments.$inferInsert)[] = [
  {
    id: 'comment-1',
    postid: 'post-1',
    userid: DEMO_VIP_CUSTOMER_ID,
    username: DEMO_VIP_CUSTOMER_NAME,
    content: '可以先对点云做一次抽稀，再把“边线规则化”阈值调大一些。',
    creatortime: at('2024-05-06T11:02:00+08:00'),
  },
  {
    id: 'comment-2',
    postid: 'post-1',
    userid: DEMO_CUSTOMER_ID,
    username: DEMO_CUSTOMER_NAME,
    content: '试了一下，效果好多了，谢谢！',
    creatortime: at('2024-05-06T14:20:00+08:00'),
  },
  {
    id: 'comment-3',
    postid: 'post-2',
    userid: DEMO_CUSTOMER_ID,
    username: DEMO_CUSTOMER_NAME,
    content: '收藏了，正好有类似项目。',
    creatortime: at('2024-05-08T16:00:00+08:00'),
  },
]

export const forumReplyRows: (typeof forumReplies.$inferInsert)[] = [
  {
    commentid: 'comment-1',
    postid: 'post-1',
    userid: DEMO_CUSTOMER_ID,
    username: DEMO_CUSTOMER_NAME,
    replytouserid: DEMO_VIP_CUSTOMER_ID,
    replytousername: DEMO_VIP_CUSTOMER_NAME,
    content: '阈值一般设置多少合适？',
    creatortime: at('2024-05-06T11:30:00+08:00'),
  },
]
