import type { PortalMessages } from './zh-CN-portal'

export const enProfile: PortalMessages['profile'] = {
  intro:
    'Enter your company name and unified social credit code; the red dot next to User authentication goes away once both are filled in.',
  username: 'Name',
  companyname: 'Company name',
  email: 'E-mail',
  companysocialcreditcode: 'Unified social credit code',
  creditCodeHint: '18 characters: digits and capital letters',
  save: 'Save',
  saved: 'Saved',
  saveFailed: 'Saving failed, please try again',
  errors: {
    nameRequired: 'Please enter a name',
    companyRequired: 'Please enter the company name',
    emailInvalid: 'Please enter a valid e-mail address',
    creditCodeInvalid: 'Please enter a valid unified social credit code',
  },
}
