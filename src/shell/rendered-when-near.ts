// Style props for a section below the first screen: the browser skips its style, layout and paint (and its CSS
// pictures) until it nears the viewport, so the first screen paints sooner (issue 19). The height is the estimate
// kept for the scrollbar until the section has been rendered once; after that the browser remembers the real one.
import type { SystemStyleObject } from '@chakra-ui/react'

export function renderedWhenNear(estimatedHeight: SystemStyleObject['containIntrinsicHeight']): SystemStyleObject {
  return { contentVisibility: 'auto', containIntrinsicHeight: estimatedHeight }
}
