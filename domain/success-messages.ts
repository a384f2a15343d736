// The msg of the server's success answers that the pages show (portal.md §8: 'Success messages come from the server
// msg'), in zh-CN as the server sends them. The server answers with these constants; the client shows each known one
// in the reader's language (src/i18n/success-text.ts: its zh-CN text is the msg itself) and an unknown msg as sent.
export const SUCCESS_MESSAGES = {
  codeSent: '发送成功',
  cartAdded: '添加成功',
  cartChanged: '修改成功',
  cartDeleted: '删除成功',
  profileSaved: '保存成功',
  invoiceRequested: '发票申请已提交',
  reissueRequested: '重开申请已提交，新发票开具后原发票将作废',
  licencesMade: '许可证已生成',
} as const

export type SuccessMessageName = keyof typeof SUCCESS_MESSAGES
