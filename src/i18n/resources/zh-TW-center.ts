import type { PortalMessages } from './zh-CN-portal'

export const zhTWCenter: PortalMessages['center'] = {
  title: '個人中心',
  tabsLabel: '個人中心欄目',
  profileIncomplete: '（資料待完善）',
  loading: '正在載入個人中心…',
  loadFailed: '個人中心載入失敗',
  openingLicences: '正在開啟許可申請…',
}
