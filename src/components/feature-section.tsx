import { Box, Heading } from '@chakra-ui/react'
import { pageColumn } from './layout-sizes'

/** The centred 'features' band of the product pages (AllProducts, Productsintro, FreeSoft). */
export function FeatureSection({ title, children }: { title: string; children: React.ReactNode }): React.JSX.Element {
  return (
    <Box {...pageColumn(1200)} px="6" py="14">
      <Heading as="h2" size="2xl" textAlign="center" mb="8">
        {title}
      </Heading>
      {children}
    </Box>
  )
}
