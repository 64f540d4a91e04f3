import { Alert, Anchor, Card, Divider, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { RegisterRequest, RegistrationStep } from '@repasse/core/contract/auth';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useRegister } from '../api/register.ts';
import { AddressStep } from './address-step.tsx';
import { BankStep } from './bank-step.tsx';
import { CompanyStep } from './company-step.tsx';
import { PersonalStep } from './personal-step.tsx';
import classes from './register-wizard.module.css';
import { RegistrationDone } from './registration-done.tsx';
import {
  type FieldErrors,
  fieldsOfStep,
  firstInvalidStep,
  initialDraft,
  type RegistrationDraft,
  reviewIndex,
  submitFailure,
  type WizardStep,
  withoutStepErrors,
  wizardSteps,
} from './registration-draft.ts';
import { ReviewStep } from './review-step.tsx';
import type { StepFormProps } from './use-step-form.ts';

const stepForms: Record<RegistrationStep, ComponentType<StepFormProps>> = {
  personal: PersonalStep,
  company: CompanyStep,
  address: AddressStep,
  bank: BankStep,
};

type Failure = { step: WizardStep; text: string };

type RegisterWizardProps = {
  onLogin: (email?: string) => void;
  /** The referral link the seller came by (/join/<code>), sent with the registration. */
  referralCode?: string | null;
};

/** Personal → Company → Address → Bank → Review, then the confirmation. */
export function RegisterWizard({ onLogin, referralCode = null }: RegisterWizardProps) {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 48em)', true);
  const [draft, setDraft] = useState<RegistrationDraft>(initialDraft);
  const [active, setActive] = useState(0);
  const [maxReached, setMaxReached] = useState(0);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [createdEmail, setCreatedEmail] = useState<string | null>(null);
  const registerMutation = useRegister();
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const step = wizardSteps[active] ?? 'personal';

  // Move focus to the new step's heading so keyboard and screen-reader users follow along.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [active]);

  const goTo = (target: WizardStep) => {
    const index = wizardSteps.indexOf(target);
    setActive(index);
    setMaxReached((reached) => Math.max(reached, index));
  };

  const mergeDraft = useCallback(
    (values: RegistrationDraft) => setDraft((current) => ({ ...current, ...values })),
    [],
  );

  const next = (current: RegistrationStep, values: RegistrationDraft) => {
    const merged = { ...draft, ...values };
    setDraft(merged);
    setServerErrors((errors) => withoutStepErrors(errors, current));
    setFailure(null);
    // After the review was reached once, an edited step goes straight back to it.
    if (maxReached >= reviewIndex) goTo(firstInvalidStep(merged) ?? 'review');
    else goTo(wizardSteps[wizardSteps.indexOf(current) + 1] ?? 'review');
  };

  const submit = () => {
    const invalid = firstInvalidStep(draft);
    if (invalid) {
      goTo(invalid);
      return;
    }
    setFailure(null);
    const body = {
      ...(draft as RegisterRequest),
      ...(referralCode ? { referralCode } : {}),
    };
    registerMutation.mutate(body, {
      onSuccess: (user) => setCreatedEmail(user.email),
      onError: (error) => {
        const outcome = submitFailure(error);
        if (outcome.kind === 'fields') {
          setServerErrors(outcome.errors);
          setFailure({ step: outcome.step, text: outcome.message });
          goTo(outcome.step);
        } else {
          setFailure({ step: 'review', text: t(outcome.messageKey) });
        }
      },
    });
  };

  if (createdEmail) {
    return <RegistrationDone email={createdEmail} onLogin={() => onLogin(createdEmail)} />;
  }

  const StepForm = step === 'review' ? null : stepForms[step];
  const stepServerErrors =
    step === 'review'
      ? {}
      : Object.fromEntries(
          Object.entries(serverErrors).filter(([field]) => fieldsOfStep(step).includes(field)),
        );

  return (
    <Card w="100%" maw={820} p={{ base: 'md', sm: 'xl' }} shadow="md">
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {t('auth.register.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('auth.register.subtitle')}
        </Text>
      </Stack>

      <Stepper
        active={active}
        onStepClick={(index) => setActive(index)}
        size="sm"
        iconSize={wide ? 34 : 30}
        classNames={{ stepBody: classes.stepBody, steps: classes.steps }}
        aria-label={t('register.stepOf', { current: active + 1, total: wizardSteps.length })}
      >
        {wizardSteps.map((id, index) => (
          <Stepper.Step
            key={id}
            label={t(`register.steps.${id}`)}
            allowStepSelect={index <= maxReached && index !== active}
          />
        ))}
      </Stepper>

      <Divider my="lg" />

      <Stack gap={2} mb="lg">
        <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.4}>
          {t('register.stepOf', { current: active + 1, total: wizardSteps.length })}
        </Text>
        <Title order={2} fz={20} ref={heading} tabIndex={-1} className={classes.stepHeading}>
          {t(`register.steps.${step}`)}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`register.stepDescriptions.${step}`)}
        </Text>
      </Stack>

      {failure?.step === step ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} aria-hidden />}
          mb="lg"
          role="alert"
        >
          {failure.text}
        </Alert>
      ) : null}

      {StepForm && step !== 'review' ? (
        <StepForm
          key={step}
          draft={draft}
          serverErrors={stepServerErrors}
          onChange={mergeDraft}
          onNext={(values) => next(step, values)}
          onBack={active > 0 ? () => setActive(active - 1) : undefined}
        />
      ) : (
        <ReviewStep
          draft={draft}
          submitting={registerMutation.isPending}
          onEdit={goTo}
          onBack={() => setActive(active - 1)}
          onSubmit={submit}
        />
      )}

      <Text size="sm" ta="center" mt="xl" c="dimmed">
        {t('auth.register.haveAccount')}{' '}
        <Anchor component="button" type="button" fw={600} size="sm" onClick={() => onLogin()}>
          {t('auth.register.logIn')}
        </Anchor>
      </Text>
    </Card>
  );
}
