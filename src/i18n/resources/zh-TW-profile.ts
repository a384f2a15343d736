import type { PortalMessages } from './zh-CN-portal'

export const zhTWProfile: PortalMessages['profile'] = {
  intro: '請填寫公司名稱和統一社會信用代碼，補全後「使用者認證」旁的紅點將消失。',
  username: '名稱',
  companyname: '公司名稱',
  email: '電子郵件',
  companysocialcreditcode: '統一社會信用代碼',
  creditCodeHint: '18 位，由數字和大寫字母組成',
  save: '儲存',
  saved: '儲存成功',
  saveFailed: '儲存失敗，請重試',
  errors: {
    nameRequired: '請輸入名稱',
    companyRequired: '請輸入公司名稱',
    emailInvalid: '請輸入正確的電子郵件地址',
    creditCodeInvalid: '請輸入正確的統一社會信用代碼',
  },
}
