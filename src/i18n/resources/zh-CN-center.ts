// The personal centre shell (/PersonalCenter). The tab names are the user menu's (user.*), written once there.
export const zhCNCenter = {
  title: '个人中心',
  tabsLabel: '个人中心栏目',
  profileIncomplete: '（资料待完善）',
  loading: '正在加载个人中心…',
  loadFailed: '个人中心加载失败',
  openingLicences: '正在打开许可申请…',
} as const
