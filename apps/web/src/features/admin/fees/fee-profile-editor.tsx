import { Anchor, Group, Skeleton, Stack, Title } from '@mantine/core';
import type { FeeProfile } from '@repasse/core/fees/fee-profile';
import { IconArrowLeft } from '@tabler/icons-react';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useFeeProfile } from './api/fee-profile.ts';
import { feeProfileToForm, newProfileForm } from './fee-form-values.ts';
import { FeeProfileForm } from './fee-profile-form.tsx';

type FeeProfileEditorProps = {
  /** null creates a profile from `template`. */
  profileId: string | null;
  /** The edited profile's unique id, for the heading. */
  uniqueId: string | null;
  template: FeeProfile;
  onDone: () => void;
};

/** Loads the profile to edit (fresh from the server), or starts a new one from the template. */
export function FeeProfileEditor({ uniqueId, ...props }: FeeProfileEditorProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="xl" id="fee-profile-form-title">
          {uniqueId ? t('adminFees.editTitle', { id: uniqueId }) : t('adminFees.newTitle')}
        </Title>
        <Anchor component="button" type="button" size="sm" onClick={props.onDone}>
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={14} aria-hidden />
            {t('adminFees.backToList')}
          </Group>
        </Anchor>
      </Group>
      <EditorBody {...props} />
    </Stack>
  );
}

function EditorBody({ profileId, template, onDone }: Omit<FeeProfileEditorProps, 'uniqueId'>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const profile = useFeeProfile(profileId);

  if (!profileId) {
    return (
      <FeeProfileForm
        profileId={null}
        initialValues={newProfileForm(template, locale)}
        onSaved={onDone}
        onCancel={onDone}
      />
    );
  }
  if (profile.isPending) {
    return (
      <Stack gap="md" aria-busy="true" role="status" aria-label={t('app.loading')}>
        <Skeleton h={90} radius="md" />
        <Skeleton h={220} radius="md" />
        <Skeleton h={160} radius="md" />
      </Stack>
    );
  }
  if (profile.isError) {
    return (
      <LoadError
        title={t('adminFees.loadError')}
        error={profile.error}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  }
  return (
    <FeeProfileForm
      key={profile.data.id}
      profileId={profile.data.id}
      initialValues={feeProfileToForm(profile.data, locale)}
      onSaved={onDone}
      onCancel={onDone}
    />
  );
}
