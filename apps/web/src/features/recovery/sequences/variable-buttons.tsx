import { Button, Group, Text, Tooltip } from '@mantine/core';
import {
  type RecoveryTemplateVariable,
  recoveryTemplateVariables,
} from '@repasse/core/contract/recovery-outreach';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

type VariableButtonsProps = {
  /** Names the text the variables go into (the last one focused). */
  target: string;
  onInsert: (variable: RecoveryTemplateVariable) => void;
};

/** The variables a template may use, each a button that writes it where the caret was. */
export function VariableButtons({ target, onInsert }: VariableButtonsProps) {
  const { t } = useTranslation();
  return (
    <Group gap={6} align="center">
      <Text size="xs" c="dimmed" fw={600}>
        {t('recoveryOutreach.sequences.variables', { target })}
      </Text>
      {recoveryTemplateVariables.map((variable) => (
        <Tooltip
          key={variable}
          label={t(`recoveryOutreach.sequences.variableHints.${variable}`)}
          withArrow
          events={{ hover: true, focus: true, touch: false }}
        >
          <Button
            size="compact-xs"
            variant="light"
            ff="monospace"
            aria-label={t('recoveryOutreach.sequences.insertVariable', {
              variable: `{${variable}}`,
              hint: t(`recoveryOutreach.sequences.variableHints.${variable}`),
            })}
            // Keeps the caret (and the selection) in the text while the button is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onInsert(variable)}
          >
            {`{${variable}}`}
          </Button>
        </Tooltip>
      ))}
    </Group>
  );
}
