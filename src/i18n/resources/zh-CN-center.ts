// The personal centre shell (/PersonalCenter). The tab names are the user menu's (user.*), written once there.
export const zhCNCenter = {
  title: '个人中心',
  tabsLabel: '个人中心栏目',
  profileIncomplete: '（资料待完善）',
  loading: '正在加载个人中心…',
  loadFailed: '个人中心加载失败',
  openingLicences: '正在打开许可申请…',
  licencesSoonTitle: '许可申请即将开放',
  licencesSoon: '很快即可在这里为已购买的软件生成许可证。',
} as const
