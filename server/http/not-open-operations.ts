// Operations of the contract whose features later issues build. They answer 501 '功能未开放' until then;
// the binding refuses to start if an operation is neither implemented nor listed here.
import type { OperationId } from './operation-types'

export const NOT_OPEN_OPERATIONS: readonly OperationId[] = [
  // resellers
  'getRetailerDetail',
  'listRetailLevels',
  // licences
  'listLicensableOrders',
  'listLicenses',
  'listProductions',
  'makeLicense',
  'batchMakeLicenses',
  'makeLabStartLicense',
  'applyTrialLicense',
  'listPermitCodes',
  'listLicensesByPhone',
  'getLicenseDownloadToken',
  'downloadLicenseFile',
  // feedback and contact form
  'submitFeedback',
  'createContactMessage',
  // forum
  'listForumModules',
  'getForumModule',
  'listForumPosts',
  'getForumPost',
  'createForumPost',
  'deleteForumPost',
  'updateForumPost',
  'createForumComment',
  'listForumComments',
  'getForumComment',
  'updateForumComment',
  'deleteForumComment',
  'createForumReply',
  'updateForumReply',
  'deleteForumReply',
  'followForumUser',
  'unfollowForumUser',
  'collectForumPost',
  'getForumCollectState',
  'uncollectForumPost',
  'likeForumPost',
  'unlikeForumPost',
]
