// Content records carry `lang`, the language their texts are in (openapi.yaml, ContentLanguage). Put `lang` on the
// element holding a record's texts (screen readers then read zh-CN text as Chinese) and, where the record came in
// zh-CN because it has no translation in the active language, a small "中文" badge that marks the fallback.
import { Badge } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

export function FallbackBadge({ lang }: { lang: string }): React.JSX.Element | null {
  const { i18n } = useTranslation()
  if (lang === i18n.language) return null
  return (
    <Badge lang="zh-CN" size="xs" variant="outline" colorPalette="gray" ms="2" verticalAlign="middle" data-testid="content-fallback">
      中文
    </Badge>
  )
}
