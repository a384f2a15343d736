// Fixed values of the shell that do not come from the API.

/** The external help desk ("question exchange"); opened in a new window. */
export const HELP_DESK_URL = 'https://helpdesk.example.com/summit/'

/** ICP record number shown in the footer. */
export const ICP_RECORD_NUMBER = '京ICP备00000000号-1'
export const ICP_RECORD_URL = 'https://beian.miit.gov.cn/'

/** The footer is shown only from this window width up. */
export const FOOTER_MIN_WIDTH = 840

/** Sections of the about-us page the menu can jump to (query name). */
export const ABOUT_SECTIONS = ['intro', 'culture', 'qualifications', 'aboutmap'] as const

/** Static images under public/ (served under the /pc/ base). */
export const asset = (file: string) => `${import.meta.env.BASE_URL}${file}`

/** The id of the page's main landmark, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content'
