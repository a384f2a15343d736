// The document title of a page: "<page> - <brand>", following the language.
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

export function usePageTitle(title: string): void {
  const { t } = useTranslation()
  const brand = t('common.brand')
  useEffect(() => {
    document.title = `${title} - ${brand}`
  }, [title, brand])
}
