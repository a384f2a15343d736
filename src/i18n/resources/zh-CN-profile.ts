// The authentication tab's profile form. The messages are the domain rule's (domain/profile-rules.ts), written once.
import { PROFILE_MESSAGES_ZH } from '../../../domain/profile-rules'

export const zhCNProfile = {
  intro: '请填写公司名称和统一社会信用代码，补全后“用户认证”旁的红点将消失。',
  username: '名称',
  companyname: '公司名称',
  email: '邮箱',
  companysocialcreditcode: '统一社会信用代码',
  creditCodeHint: '18 位，由数字和大写字母组成',
  save: '保存',
  saved: '保存成功',
  saveFailed: '保存失败，请重试',
  errors: PROFILE_MESSAGES_ZH,
} as const
