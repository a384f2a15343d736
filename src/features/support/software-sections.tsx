// The four software-support sections; the overview shows them all, the detail page one of them.
import { Link, VisuallyHidden } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { DocumentsList } from './documents-list'
import { SupportBoundary } from './support-boundary'
import { SupportSection } from './support-section'
import { TeachingVideos } from './teaching-videos'
import { UpdateNotesList } from './update-notes-list'
import { ValueAddSoftwareList } from './value-add-software-list'
import { VipContent } from './vip-content'

export const SOFTWARE_SECTIONS = ['software', 'video', 'update', 'document'] as const
export type SoftwareSection = (typeof SOFTWARE_SECTIONS)[number]

export const isSoftwareSection = (value: unknown): value is SoftwareSection => SOFTWARE_SECTIONS.includes(value as SoftwareSection)
/** The URL's section, or the first (value-add software) for none or an unknown one. */
export const softwareSectionOf = (value: unknown): SoftwareSection => (isSoftwareSection(value) ? value : 'software')

const TITLE_KEYS = {
  software: 'storefront.support.software.valueAdd',
  video: 'storefront.support.software.videos',
  update: 'storefront.support.software.updates',
  document: 'storefront.support.software.documents',
} as const

export function useSectionTitle(section: SoftwareSection): string {
  const { t } = useTranslation()
  return t(TITLE_KEYS[section])
}

export function SoftwareSectionBody({ section }: { section: SoftwareSection }): React.JSX.Element {
  switch (section) {
    case 'software':
      return (
        <SupportBoundary testId="value-add">
          <ValueAddSoftwareList />
        </SupportBoundary>
      )
    case 'video':
      return <TeachingVideos />
    case 'update':
      return (
        <VipContent testId="update-notes">
          {(viewer) => (
            <SupportBoundary testId="update-notes">
              <UpdateNotesList viewer={viewer} />
            </SupportBoundary>
          )}
        </VipContent>
      )
    case 'document':
      return (
        <VipContent testId="documents">
          {(viewer) => (
            <SupportBoundary testId="documents">
              <DocumentsList viewer={viewer} />
            </SupportBoundary>
          )}
        </VipContent>
      )
  }
}

/** A section with its title and, on the overview, a link to the section's own page. */
export function SoftwareSectionBand({ section, withLink }: { section: SoftwareSection; withLink: boolean }): React.JSX.Element {
  const { t } = useTranslation()
  const title = useSectionTitle(section)
  const action = withLink ? (
    <Link asChild color="blue.700" textDecoration="underline">
      <RouterLink to="/SoftwareSupportDetail" search={{ type: section }}>
        {t('storefront.support.software.viewAll')}
        <VisuallyHidden> {title}</VisuallyHidden>
      </RouterLink>
    </Link>
  ) : undefined
  return (
    <SupportSection title={title} testId={`section-${section}`} action={action}>
      <SoftwareSectionBody section={section} />
    </SupportSection>
  )
}
