import { Box, Button, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { GuideToPhoneLogin } from './guide-to-phone-login'
import { ORGANIZATION_TYPES, validateRegister, type RegisterField, type RegisterForm, type RegisterMessage } from './register-validation'

const EMPTY: RegisterForm = { gender: '', mobile: '', account: '', name: '', organization: '', organizationName: '', password: '' }

const ORGANIZATION_LABELS = {
  enterprise: 'auth.organizationEnterprise',
  school: 'auth.organizationSchool',
  government: 'auth.organizationGovernment',
  other: 'auth.organizationOther',
} as const

/** Register fields and messages of storefront.md §5; a valid form guides to phone login, which creates the account. */
export function RegisterPanel({ onPhoneLogin }: { onPhoneLogin: () => void }): React.JSX.Element {
  const { t } = useTranslation()
  const [form, setForm] = useState<RegisterForm>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<RegisterField, RegisterMessage>>>({})
  const [done, setDone] = useState(false)
  const set = (field: RegisterField) => (value: string) => setForm((current) => ({ ...current, [field]: value }))

  if (done) return <GuideToPhoneLogin text={t('auth.registerGuide')} onGo={onPhoneLogin} />

  const field = (name: RegisterField, label: string, control: React.ReactNode) => (
    <Box>
      <Text fontSize="sm" mb="1">
        {label}
      </Text>
      {control}
      {errors[name] && (
        <Text role="alert" data-testid={`register-error-${name}`} color="red.600" fontSize="xs" mt="1">
          {t(errors[name])}
        </Text>
      )}
    </Box>
  )

  return (
    <chakra.form
      data-testid="register-panel"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const found = validateRegister(form)
        setErrors(found)
        if (Object.keys(found).length === 0) setDone(true)
      }}
    >
      <Stack gap="3">
        {field(
          'gender',
          t('auth.gender'),
          <HStack gap="4" role="radiogroup" aria-label={t('auth.gender')}>
            {(['male', 'female'] as const).map((value) => (
              <chakra.label key={value} display="flex" alignItems="center" gap="1" fontSize="sm">
                <input
                  type="radio"
                  name="gender"
                  value={value}
                  data-testid={`register-gender-${value}`}
                  checked={form.gender === value}
                  onChange={() => set('gender')(value)}
                />
                {t(value === 'male' ? 'auth.genderMale' : 'auth.genderFemale')}
              </chakra.label>
            ))}
          </HStack>,
        )}
        {field(
          'mobile',
          t('auth.mobile'),
          <Input
            data-testid="register-mobile"
            type="tel"
            maxLength={11}
            value={form.mobile}
            onChange={(e) => set('mobile')(e.target.value)}
          />,
        )}
        {field(
          'account',
          t('auth.account'),
          <Input data-testid="register-account" maxLength={50} value={form.account} onChange={(e) => set('account')(e.target.value)} />,
        )}
        {field(
          'name',
          t('auth.name'),
          <Input data-testid="register-name" maxLength={20} value={form.name} onChange={(e) => set('name')(e.target.value)} />,
        )}
        {field(
          'organization',
          t('auth.organization'),
          <chakra.select
            data-testid="register-organization"
            width="100%"
            borderWidth="1px"
            borderRadius="md"
            px="3"
            height="10"
            value={form.organization}
            onChange={(e) => set('organization')(e.target.value)}
          >
            <option value="">{t('auth.choose')}</option>
            {ORGANIZATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(ORGANIZATION_LABELS[type])}
              </option>
            ))}
          </chakra.select>,
        )}
        {field(
          'organizationName',
          t('auth.organizationName'),
          <Input
            data-testid="register-organization-name"
            maxLength={50}
            value={form.organizationName}
            onChange={(e) => set('organizationName')(e.target.value)}
          />,
        )}
        {field(
          'password',
          t('auth.password'),
          <Input
            data-testid="register-password"
            type="password"
            placeholder={t('auth.passwordHint')}
            value={form.password}
            onChange={(e) => set('password')(e.target.value)}
          />,
        )}
        <Button type="submit" colorPalette="blue" data-testid="register-submit">
          {t('auth.registerSubmit')}
        </Button>
      </Stack>
    </chakra.form>
  )
}
