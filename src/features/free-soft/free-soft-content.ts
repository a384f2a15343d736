// Fixed content of the free-software page: the seven feature tabs and the three typical applications.
export const FREE_SOFT_FEATURES = ['f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7'] as const

export const FREE_SOFT_APPLICATIONS = [
  { key: 'app1', image: 'free-soft/app-check.svg' },
  { key: 'app2', image: 'free-soft/app-delivery.svg' },
  { key: 'app3', image: 'free-soft/app-office.svg' },
] as const
