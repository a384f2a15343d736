// The Chakra system with only the recipes this app renders. Chakra's defaultSystem carries all ~80 component
// recipes (about 120 kB of JavaScript in the entry chunk); the tokens, global styles and text styles are the same.
// A component added later whose recipe is missing renders unstyled: add its recipe here
// (tests/unit/app-system.test.ts lists the components in use and fails when one lacks its recipe).
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react'
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  qrCodeSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme'

// Chakra's solid button lightens on hover (solid/90): white on blue.600 at 90 % is 4.31:1, below WCAG AA (axe
// color-contrast on a hovered button). It darkens to the palette's 700 instead.
const solidButton = buttonRecipe.variants!.variant.solid
const accessibleButtonRecipe = {
  ...buttonRecipe,
  variants: {
    ...buttonRecipe.variants,
    variant: {
      ...buttonRecipe.variants!.variant,
      solid: { ...solidButton, _hover: { bg: 'colorPalette.700' }, _expanded: { bg: 'colorPalette.700' } },
    },
  },
}

// Chakra's toast is white on green.600 (3.3:1) or orange.600 (3.6:1) for success and warning, below WCAG AA (axe
// color-contrast while a message shows). Those two take the palette's 700 (6.8:1 and 7.9:1); error stays red.600 (4.8:1).
const toastRoot = toastSlotRecipe.base!.root!
const accessibleToastRecipe = {
  ...toastSlotRecipe,
  base: {
    ...toastSlotRecipe.base,
    root: {
      ...toastRoot,
      '&[data-type=success]': { ...toastRoot['&[data-type=success]'], bg: 'green.700' },
      '&[data-type=warning]': { ...toastRoot['&[data-type=warning]'], bg: 'orange.700' },
    },
  },
}

export const APP_RECIPES = {
  badge: badgeRecipe,
  button: accessibleButtonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
}

export const APP_SLOT_RECIPES = {
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  qrCode: qrCodeSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: accessibleToastRecipe,
  tooltip: tooltipSlotRecipe,
}

const appTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes: APP_RECIPES,
    slotRecipes: APP_SLOT_RECIPES,
    textStyles,
    layerStyles,
    animationStyles,
  },
})

export const appSystem = createSystem(mergeConfigs(defaultBaseConfig, appTheme))
