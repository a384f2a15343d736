// The text fields of each content table added to issue 20's translations by migration 0015 (FAQ, downloads, trial
// versions, documents, licence components): the seed translates them and the handlers localize them, from one list.
// `descrh` of a download is its key (the FreeSoft page finds its package by it), `producttype` a filter value: neither
// is translated.
export const PROBLEM_TEXTS = ['question', 'answer'] as const
export const DOWNLOAD_TEXTS = ['descrh4', 'content'] as const
export const TRIAL_VERSION_TEXTS = ['softwarename', 'softwareexplain'] as const
export const DOCUMENT_TEXTS = ['softwarename', 'softwareexplain'] as const
export const PRODUCTION_TEXTS = ['productname'] as const
// Migration 0017: the forum modules and the reseller levels.
export const FORUM_MODULE_TEXTS = ['forummoduleTitle', 'description'] as const
export const RETAIL_LEVEL_TEXTS = ['levelname'] as const
