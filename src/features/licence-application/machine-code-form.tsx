// The machine code typed by hand (when the computer's QR code cannot be scanned): required, used trimmed.
import { Button, Field, Input, Stack, chakra } from '@chakra-ui/react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MACHINE_CODE_MAX_LENGTH } from '../../../domain/limits'
import { machineCodeOf } from '../../../domain/license-rules'

export function MachineCodeForm({ onSubmit }: { onSubmit: (machine: string) => void }): React.JSX.Element {
  const { t } = useTranslation()
  const [value, setValue] = useState('')
  const [missing, setMissing] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  return (
    <chakra.form
      noValidate
      data-testid="machine-code-form"
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault()
        const machine = machineCodeOf(value)
        setMissing(machine === '')
        if (machine === '') input.current?.focus()
        else onSubmit(machine)
      }}
    >
      <Stack gap="3">
        <Field.Root required invalid={missing}>
          <Field.Label>
            {t('licenceApplication.machine.label')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            ref={input}
            value={value}
            maxLength={MACHINE_CODE_MAX_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            data-testid="machine-code-input"
            onChange={(event) => {
              setValue(event.target.value)
              setMissing(false)
            }}
          />
          <Field.HelperText color="gray.700">{t('licenceApplication.machine.help')}</Field.HelperText>
          <Field.ErrorText color="red.700" data-testid="machine-code-error">
            {t('licenceApplication.machine.required')}
          </Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="blue" data-testid="machine-code-submit">
          {t('licenceApplication.machine.submit')}
        </Button>
      </Stack>
    </chakra.form>
  )
}
