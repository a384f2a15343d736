import type { PortalMessages } from './zh-CN-portal'

export const enCenter: PortalMessages['center'] = {
  title: 'Personal centre',
  tabsLabel: 'Personal centre sections',
  profileIncomplete: ' (details missing)',
  loading: 'Loading the personal centre…',
  loadFailed: 'The personal centre could not be loaded',
  openingLicences: 'Opening licence applications…',
}
