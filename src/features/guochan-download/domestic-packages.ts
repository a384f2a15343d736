// The two domestic (trusted-computing) SummitView packages: which download entry, texts and picture each one uses.
import { VIEW_DOWNLOAD_KEYS } from '../../api/download-entries'

export const DOMESTIC_PACKAGES = [
  { id: 'kylinArm', entryKey: VIEW_DOWNLOAD_KEYS.kylinArm, image: 'free-soft/package-kylin-arm.svg' },
  { id: 'uosX86', entryKey: VIEW_DOWNLOAD_KEYS.uosX86, image: 'free-soft/package-uos-x86.svg' },
] as const

export type DomesticPackage = (typeof DOMESTIC_PACKAGES)[number]
